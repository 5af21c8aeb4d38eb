import type { RateLimiter } from '../../../shared/http/rate-limiter';
import type { AccountsRepository } from '../../database/accounts.repository';
import type { IdentityMailer } from '../../mail/identity-mailer';
import { account, fake, siteQueryBus } from '../../testing/fakes';
import type { AccountTokenStore } from '../../database/account-token-store';
import { RequestPasswordResetCommand } from './request-password-reset.command';
import {
  RequestPasswordResetHandler,
  RESETS_PER_EMAIL,
  RESETS_PER_IP,
} from './request-password-reset.handler';

function setup(found = account()) {
  const accounts = fake<AccountsRepository>({ findLiveByEmail: jest.fn(async () => found) });
  const tokens = fake<AccountTokenStore>({ issue: jest.fn(async () => 'token-1') });
  const mailer = fake<IdentityMailer>({ send: jest.fn() });
  const rateLimiter = fake<RateLimiter>({ consume: jest.fn() });
  const handler = new RequestPasswordResetHandler(accounts, tokens, mailer, rateLimiter, siteQueryBus());
  return { handler, accounts, tokens, mailer, rateLimiter };
}

describe('RequestPasswordResetHandler', () => {
  it('mails a reset link to the account, limited per address and per e-mail', async () => {
    const { handler, accounts, tokens, mailer, rateLimiter } = setup();
    await handler.execute(new RequestPasswordResetCommand('kindred.test', ' Anna@Example.com', '10.0.0.1'));
    expect(rateLimiter.consume).toHaveBeenCalledWith(RESETS_PER_IP, '10.0.0.1');
    expect(rateLimiter.consume).toHaveBeenCalledWith(RESETS_PER_EMAIL, 'anna@example.com');
    expect(accounts.findLiveByEmail).toHaveBeenCalledWith(1, 'anna@example.com');
    expect(tokens.issue).toHaveBeenCalledWith(7, 'password_reset');
    expect(mailer.send).toHaveBeenCalledWith(
      'reset',
      { email: 'anna@example.com', name: 'Anna', language: 'de', siteId: 1 },
      'token-1',
    );
  });

  it('answers email_not_found for an address without a live account', async () => {
    const { handler, mailer } = setup(null as never);
    await expect(
      handler.execute(new RequestPasswordResetCommand('kindred.test', 'nobody@example.com', '10.0.0.1')),
    ).rejects.toMatchObject({ status: 404, code: 'email_not_found' });
    expect(mailer.send).not.toHaveBeenCalled();
  });
});
