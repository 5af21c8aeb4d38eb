import { Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { IsNull, Not, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { AccountEntity } from '../../database/account.entity';
import { AccountTokenStore } from '../../tokens/account-token-store';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';

export type RestoreOutcome = 'done' | 'expired' | 'invalid' | 'taken';

/**
 * The link in the notice to the old address (7 days): brings the old address back, cancels every other
 * link of the account (a password reset sent to the new address included) and ends every session, then
 * lands on a page of the web app that says so. A GET under /api like the activation link, so it works
 * from any mail client.
 */
@Controller('api')
export class MailRestoreHttpController {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly tokens: AccountTokenStore,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('mail-restore.php')
  @Header('Cache-Control', 'no-store')
  async restore(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    const outcome = typeof token === 'string' ? await this.outcome(token) : 'invalid';
    response.redirect(302, `/mail-change/undo?result=${outcome}`);
  }

  private async outcome(token: string): Promise<RestoreOutcome> {
    const used = await this.tokens.consume(token, 'mail_restore');
    if (!used) {
      const known = await this.tokens.find(token, 'mail_restore');
      const expired = known && !known.usedAt && known.expiresAt <= this.clock.now();
      return expired ? 'expired' : 'invalid';
    }
    const account = await this.accounts.findOneBy({ id: used.accountId, erasedAt: IsNull() });
    const oldEmail = used.newEmail;
    if (!account || !oldEmail) return 'invalid';
    const taken = await this.accounts.existsBy({
      siteId: account.siteId,
      email: oldEmail,
      id: Not(account.id),
    });
    if (taken) return 'taken';
    const restored = await this.accounts.update(account.id, { email: oldEmail }).then(
      () => true,
      // (site_id, email) is unique: a signup may have taken the address a moment ago.
      (error: { code?: string }) => (error.code === '23505' ? false : Promise.reject(error)),
    );
    if (!restored) return 'taken';
    await this.tokens.revokeAll(account.id);
    await this.commandBus.execute(new EndSessionsCommand(account.id));
    return 'done';
  }
}
