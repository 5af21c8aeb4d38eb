import type { IncomingMessage } from 'node:http';
import { staleEpochRooms } from './realtime-delivery';
import { sameOriginOnly } from './realtime-server-options';

const handshake = (headers: Record<string, string>) =>
  new Promise<boolean>((resolve) =>
    sameOriginOnly({ headers } as unknown as IncomingMessage, (_, allowed) => resolve(allowed)),
  );

describe('sameOriginOnly', () => {
  it('lets the app’s own pages and clients without an Origin through', async () => {
    expect(await handshake({ host: 'kindred.example', origin: 'https://kindred.example' })).toBe(true);
    expect(await handshake({ host: '127.0.0.1:3000' })).toBe(true);
    expect(
      await handshake({
        host: 'app:3000',
        'x-forwarded-host': 'kindred.example',
        origin: 'https://kindred.example',
      }),
    ).toBe(true);
  });

  it('refuses another site’s page and a malformed Origin', async () => {
    expect(await handshake({ host: 'kindred.example', origin: 'https://elsewhere.example' })).toBe(false);
    expect(await handshake({ host: 'kindred.example', origin: 'null' })).toBe(false);
  });
});

describe('staleEpochRooms', () => {
  it('names the member’s rooms of the five epochs before, none below 0', () => {
    expect(staleEpochRooms(7, 0)).toEqual([]);
    expect(staleEpochRooms(7, 2)).toEqual(['member:7:epoch:0', 'member:7:epoch:1']);
    expect(staleEpochRooms(7, 9)).toHaveLength(5);
    expect(staleEpochRooms(7, 9)[0]).toBe('member:7:epoch:4');
  });
});
