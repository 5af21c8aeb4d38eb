import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';

/** Verified against when there is no account, so timing does not tell which e-mails have one. */
let throwawayHash: Promise<string> | undefined;
const unknownAccountHash = () => (throwawayHash ??= hash(randomBytes(32), { type: argon2id }));

/** Passwords are kept as argon2id hashes (members and admins alike). */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id });
  }

  /**
   * True when the password matches the stored hash. Without a stored hash (unknown account) a
   * throwaway hash is verified all the same, and the answer is false.
   */
  async verify(stored: string | null | undefined, password: string): Promise<boolean> {
    const valid = await verify(stored ?? (await unknownAccountHash()), password).catch(() => false);
    return valid && !!stored;
  }
}
