import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { AccountReadsRepository } from '../database/account-reads.repository';
import type { LoggedInMember, SessionMember } from '../identity.contracts';
import { markBannedSession } from './banned-session';

type Done<T> = (error: Error | null, value?: T) => void;

/** What the session stores of its member (sessions from before may also hold a language, ignored). */
interface StoredMember {
  id: number;
  epoch?: number;
}

/**
 * The session holds the account id and the session epoch; the rest is read fresh on every request, in one
 * read whose account row rides along on `request.user` for user.php to show. The member's language (of
 * translated answers) comes from that row too, never from the session, so a change made in one session
 * reaches every other one at its next request. A session of a deleted account, or from before the account's sessions were ended (password
 * change or reset, e-mail undo, ban), is no longer a login. A banned member's session also marks the
 * request, so the call answers 403 account_banned (the app then shows /pages/ban) instead of a logout.
 *
 * Registered with passport directly (not through @nestjs/passport's PassportSerializer) because the
 * deserializer needs the request, which passport hands to a three-argument deserializer only.
 */
@Injectable()
export class MemberSessionSerializer {
  constructor(private readonly accounts: AccountReadsRepository) {
    passport.serializeUser((member, done) => this.serializeUser(member as SessionMember, done));
    passport.deserializeUser((request: Request, stored: StoredMember, done: Done<LoggedInMember | false>) =>
      this.deserializeUser(request, stored, done),
    );
  }

  serializeUser(member: SessionMember, done: Done<StoredMember>): void {
    done(null, { id: member.id, epoch: member.epoch ?? 0 });
  }

  deserializeUser(request: Request, stored: StoredMember, done: Done<LoggedInMember | false>): void {
    this.current(request, stored).then(
      (member) => done(null, member ?? false),
      (error: Error) => done(error),
    );
  }

  private async current(request: Request, stored: StoredMember): Promise<LoggedInMember | null> {
    if (!Number.isSafeInteger(stored?.id)) return null;
    const account = await this.accounts.sessionCheck(stored.id);
    if (!account || account.deleted) return null;
    if (account.banned) {
      markBannedSession(request);
      return null;
    }
    if (account.session_epoch !== (stored.epoch ?? 0)) return null;
    const { session_epoch: _epoch, deleted: _deleted, banned: _banned, ...current } = account;
    return {
      id: stored.id,
      siteId: account.site_id,
      language: account.language,
      epoch: account.session_epoch,
      account: current,
    };
  }
}
