import type { IncomingMessage } from 'node:http';
import { requestHost } from './request-site';

const handshake = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('requestHost', () => {
  it("takes an Express request's hostname (which follows trust proxy)", () => {
    const request = { app: {}, hostname: 'Amore.Example', headers: { host: 'other.example' } };
    expect(requestHost(request as unknown as IncomingMessage)).toBe('amore.example');
  });

  it("takes a Socket.IO handshake's first X-Forwarded-Host, else its Host, without the port", () => {
    expect(requestHost(handshake({ host: 'Amore.example:3000' }))).toBe('amore.example');
    expect(
      requestHost(handshake({ host: '10.0.0.5:3000', 'x-forwarded-host': 'amore.example, x.example' })),
    ).toBe('amore.example');
    expect(requestHost(handshake({}))).toBe('');
  });
});
