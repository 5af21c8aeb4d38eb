import { createECDH } from 'node:crypto';

const PRIVATE_KEY_BYTES = 32;

/**
 * A Web Push (VAPID) key pair: public = uncompressed P-256 point, private = d, both base64url.
 *
 * Made with ECDH, which gives both in this encoding, rather than `generateKeyPairSync('ec')` and a JWK
 * export: on Node 20 that pair can deadlock the process (a garbage collection during `export()` destroys an
 * earlier key-generation job, whose destructor waits for a lock the export holds; seen as a full test run
 * hanging for good in an API test's site fixture, gdb: `KeyGenJob<EcKeyGenTraits>::~KeyGenJob` under
 * `KeyObjectHandle::ExportJWK`).
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  const point = ecdh.generateKeys();
  const d = ecdh.getPrivateKey();
  // d is a big-endian number: a leading zero byte may be left out
  const privateKey = Buffer.concat([Buffer.alloc(PRIVATE_KEY_BYTES - d.length), d]);
  return { publicKey: point.toString('base64url'), privateKey: privateKey.toString('base64url') };
}
