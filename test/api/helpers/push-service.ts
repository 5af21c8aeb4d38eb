import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push request as the stand-in push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** The JSON a browser's PushSubscription.toJSON() gives for `endpoint` and these keys. */
export function subscriptionJson(endpoint: string, keys: BrowserKeys) {
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.auth.toString('base64url') },
  };
}

/**
 * A local HTTP server standing in for a browser vendor's push service (real HTTP): it keeps every push
 * it receives and answers 201, or what `answer` says for a path (410 for a subscription it forgot).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const waiting: { path: string; resolve: (push: ReceivedPush) => void }[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      response.writeHead(answers.get(push.path) ?? 201).end();
      for (const waiter of waiting.filter((entry) => entry.path === push.path)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(push);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let sequence = 0;

  return {
    origin,
    received,
    /** A new endpoint address on this service. */
    endpoint: () => `${origin}/push/${++sequence}`,
    /** Pushes received so far for an endpoint. */
    to: (endpoint: string) => received.filter((push) => origin + push.path === endpoint),
    /** The next push for `endpoint` (one already received and not yet taken counts). */
    next(endpoint: string, after = 0): Promise<ReceivedPush> {
      const path = endpoint.slice(origin.length);
      const already = received.filter((push) => push.path === path)[after];
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiting.push({ path, resolve }));
    },
    answer: (endpoint: string, status: number) => answers.set(endpoint.slice(origin.length), status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks the VAPID `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292): the key is the site's,
 * the ES256 signature verifies with it, the audience is the push service's origin and it has not expired.
 * Answers the JWT's claims.
 */
export function verifyVapid(
  push: ReceivedPush,
  sitePublicKey: string,
  origin: string,
): { aud: string; exp: number; sub: string } {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== sitePublicKey) throw new Error('the VAPID key is not the site key');
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (parsed.aud !== origin) throw new Error(`audience ${parsed.aud}, not ${origin}`);
  if (parsed.exp * 1000 <= Date.now()) throw new Error('the VAPID token has expired');
  return parsed;
}

/**
 * Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) as the browser would, with its
 * private key and auth secret, and parses the JSON inside.
 */
export function decryptPush(push: ReceivedPush, keys: BrowserKeys): unknown {
  if (push.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
  const body = push.body;
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');

  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  const ecdhSecret = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = hmac(hmac(keys.auth, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}
