import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, MoreThan, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { AccountTokenEntity, type TokenPurpose } from './account-token.entity';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  activation: 14 * 24 * 60 * 60 * 1000,
  password_reset: 2 * 60 * 60 * 1000,
  mail_change: 24 * 60 * 60 * 1000,
  reactivation: 14 * 24 * 60 * 60 * 1000,
  mail_restore: 7 * 24 * 60 * 60 * 1000,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** One-time links: the token goes out by e-mail, only its hash is kept; each works once and expires. */
@Injectable()
export class AccountTokenStore {
  constructor(
    @InjectRepository(AccountTokenEntity) private readonly tokens: Repository<AccountTokenEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Issues a new token; older unused ones of the same purpose stop working, except undo links of
   * e-mail changes: a second change must not cancel the link that went to the first, older address.
   */
  async issue(
    accountId: number,
    purpose: TokenPurpose,
    newEmail: string | null = null,
    /** The caller's transaction, when the token must commit with its other writes (an audit entry). */
    within?: EntityManager,
  ): Promise<string> {
    const tokens = within ? within.getRepository(AccountTokenEntity) : this.tokens;
    const now = this.clock.now();
    if (purpose !== 'mail_restore') {
      await tokens.update({ accountId, purpose, usedAt: IsNull() }, { usedAt: now });
    }
    const token = randomBytes(32).toString('base64url');
    await tokens.insert({
      accountId,
      purpose,
      tokenHash: hashOf(token),
      newEmail,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    });
    return token;
  }

  /** Uses a token up; answers null when unknown, used, expired or of another purpose. */
  async consume(token: string, purpose: TokenPurpose): Promise<AccountTokenEntity | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
    const now = this.clock.now();
    const used = await this.tokens
      .createQueryBuilder()
      .update()
      .set({ usedAt: now })
      .where({ tokenHash: hashOf(token), purpose, usedAt: IsNull(), expiresAt: MoreThan(now) })
      .returning('*')
      .execute();
    const row = (used.raw as Record<string, unknown>[])[0];
    if (!row) return null;
    return this.tokens.create({
      id: row.id as number,
      accountId: row.account_id as number,
      purpose,
      newEmail: (row.new_email as string | null) ?? null,
    });
  }

  /** A token as it stands, used or expired included, so a link can say why it no longer works. */
  async find(token: string, purpose: TokenPurpose): Promise<AccountTokenEntity | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
    return this.tokens.findOneBy({ tokenHash: hashOf(token), purpose });
  }

  async revokeAll(accountId: number): Promise<void> {
    await this.tokens.update({ accountId, usedAt: IsNull() }, { usedAt: this.clock.now() });
  }
}
