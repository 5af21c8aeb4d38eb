import { createECDH } from 'node:crypto';

/**
 * A site's VAPID key pair is usable when the private key (d, base64url, 32 bytes) belongs to the public
 * key (an uncompressed P-256 point, base64url): anything else (a missing or placeholder key) fails closed.
 */
export function isUsableVapidPair(keys: { publicKey: string; privateKey: string } | null): boolean {
  if (!keys) return false;
  try {
    const privateKey = Buffer.from(keys.privateKey, 'base64url');
    const publicKey = Buffer.from(keys.publicKey, 'base64url');
    if (privateKey.length !== 32 || publicKey.length !== 65) return false;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    return ecdh.getPublicKey().equals(publicKey);
  } catch {
    return false;
  }
}
