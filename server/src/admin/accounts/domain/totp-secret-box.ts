import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The TOTP secrets of admin accounts are kept sealed (AES-256-GCM) in the database, so a copy of the
 * database (a backup, a read-only leak) does not carry the second factor with it. The key comes from
 * TOTP_SECRET_KEY (by default derived from SESSION_SECRET). A value without the `v1.` prefix is a secret
 * stored before sealing and is read as it is (AdminTotpSealing seals those at start).
 */
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string) {
    this.key = createHash('sha256').update(keyMaterial).digest();
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The secret of a stored value; throws when it was sealed under another key or altered. */
  open(stored: string): string {
    if (!TotpSecretBox.isSealed(stored)) return stored;
    const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new Error(
        'An admin TOTP secret cannot be opened: TOTP_SECRET_KEY (or SESSION_SECRET, which it is derived from when unset) is not the key it was sealed with',
      );
    }
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(SEALED_PREFIX);
  }
}
