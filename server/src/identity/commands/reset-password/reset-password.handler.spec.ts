import type { CommandBus } from '@nestjs/cqrs';
import type { PasswordHasher } from '../../../shared/security/password-hasher';
import type { AccountsRepository } from '../../database/accounts.repository';
import type { LoginThrottle } from '../../login/login-throttle';
import { account, fake, passwordHasher } from '../../testing/fakes';
import type { AccountTokenStore } from '../../database/account-token-store';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';
import { ResetPasswordCommand } from './reset-password.command';
import { ResetPasswordHandler } from './reset-password.handler';

function setup(found = account(), used: object | null = { accountId: 7 }) {
  const accounts = fake<AccountsRepository>({
    findLive: jest.fn(async () => found),
    setPasswordHash: jest.fn(),
  });
  const tokens = fake<AccountTokenStore>({ consume: jest.fn(async () => used) });
  const throttle = fake<LoginThrottle>({ recordSuccess: jest.fn() });
  const commandBus = fake<CommandBus>({ execute: jest.fn(async () => 4) });
  const handler = new ResetPasswordHandler(
    accounts,
    tokens,
    passwordHasher() as unknown as PasswordHasher,
    throttle,
    commandBus,
  );
  return { handler, accounts, tokens, throttle, commandBus };
}

const reset = (password = 'new password 1', confirmation = password) =>
  new ResetPasswordCommand('t'.repeat(43), password, confirmation);

describe('ResetPasswordHandler', () => {
  it('sets the new password, ends every session and forgets failed logins', async () => {
    const { handler, accounts, tokens, throttle, commandBus } = setup();
    await handler.execute(reset());
    expect(tokens.consume).toHaveBeenCalledWith('t'.repeat(43), 'password_reset');
    expect(accounts.setPasswordHash).toHaveBeenCalledWith(7, 'hash:new password 1');
    expect(commandBus.execute).toHaveBeenCalledWith(new EndSessionsCommand(7));
    expect(throttle.recordSuccess).toHaveBeenCalledWith('1:anna@example.com');
  });

  it('checks the confirmation and the length before using the link up', async () => {
    const { handler, tokens } = setup();
    await expect(handler.execute(reset('new password 1', 'other'))).rejects.toMatchObject({
      code: 'passwords_differ',
      fields: { password_confirmation: 'identity.passwords_differ' },
    });
    await expect(handler.execute(reset('short'))).rejects.toMatchObject({
      code: 'password_length',
      fields: { password: 'identity.password_length' },
    });
    expect(tokens.consume).not.toHaveBeenCalled();
  });

  it('refuses a used or unknown link, and one of a deleted account', async () => {
    for (const { found, used } of [
      { found: account(), used: null },
      { found: null, used: { accountId: 7 } },
    ]) {
      const { handler, accounts } = setup(found as never, used);
      await expect(handler.execute(reset())).rejects.toMatchObject({ status: 400, code: 'link_invalid' });
      expect(accounts.setPasswordHash).not.toHaveBeenCalled();
    }
  });
});
