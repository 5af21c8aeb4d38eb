import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { AccountReadsRepository } from '../database/account-reads.repository';
import type { LoggedInMember, SessionMember } from '../identity.contracts';

/**
 * The session holds the account id, language (for translated errors) and the session epoch; the rest is
 * read fresh on every request, in one read whose account row rides along on `request.user` for user.php
 * to show. A session of a deleted account, or from before the account's sessions were ended (password
 * change or reset, e-mail undo), is no longer a login.
 */
@Injectable()
export class MemberSessionSerializer extends PassportSerializer {
  constructor(private readonly accounts: AccountReadsRepository) {
    super();
  }

  serializeUser(member: SessionMember, done: (error: Error | null, stored?: SessionMember) => void): void {
    done(null, { id: member.id, language: member.language, epoch: member.epoch ?? 0 });
  }

  deserializeUser(
    stored: SessionMember,
    done: (error: Error | null, member?: LoggedInMember | false) => void,
  ): void {
    this.current(stored).then(
      (member) => done(null, member ?? false),
      (error: Error) => done(error),
    );
  }

  private async current(stored: SessionMember): Promise<LoggedInMember | null> {
    if (!Number.isSafeInteger(stored?.id)) return null;
    const account = await this.accounts.sessionCheck(stored.id);
    if (!account || account.deleted || account.session_epoch !== (stored.epoch ?? 0)) return null;
    const { session_epoch: _epoch, deleted: _deleted, ...current } = account;
    return { id: stored.id, language: stored.language, epoch: account.session_epoch, account: current };
  }
}
