import express from 'express';
import request from 'supertest';
import { parseTrustProxy, type TrustProxySetting } from './trust-proxy';

/** The client address Express reports for a request that came through a chain of proxies. */
async function clientIp(setting: TrustProxySetting, forwardedFor: string): Promise<string> {
  const app = express();
  app.set('trust proxy', setting);
  app.get('/', (req, res) => {
    res.send(req.ip);
  });
  return (await request(app).get('/').set('X-Forwarded-For', forwardedFor)).text;
}

describe('parseTrustProxy', () => {
  it('reads digits as a number of hops, so TRUST_PROXY=1 behind nginx gives the real client', async () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('0')).toBe(0);
    // nginx appends the address it saw: the client spoofs the first entry, the last one is real.
    expect(await clientIp(parseTrustProxy('1')!, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    // The string itself, as before, trusted nobody: every client was the proxy.
    expect(await clientIp('1' as unknown as TrustProxySetting, '203.0.113.7')).not.toBe('203.0.113.7');
  });

  it('reads true and false as booleans', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('TRUE')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it.each([
    ['loopback', ['loopback']],
    ['Loopback', ['loopback']],
    ['loopback, linklocal,uniquelocal', ['loopback', 'linklocal', 'uniquelocal']],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 172.16.0.0/12', ['10.0.0.0/8', '172.16.0.0/12']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
    ['fd00::/8,::1', ['fd00::/8', '::1']],
    ['loopback, 192.168.1.10', ['loopback', '192.168.1.10']],
  ])('takes %p as the list Express expects', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
    expect(() => express().set('trust proxy', parseTrustProxy(raw))).not.toThrow();
  });

  it.each([
    '',
    'yes',
    'nginx',
    '1.5',
    '-1',
    '10.0.0.1,',
    '10.0.0.0/33',
    '10.0.0.0/0',
    'fd00::/129',
    '10.0.0.0/255.0.255.0',
    'fd00::/ffff::',
    '999.0.0.1',
    '99999999999999999999',
  ])('refuses %p', (raw) => {
    expect(parseTrustProxy(raw)).toBeUndefined();
  });
});
