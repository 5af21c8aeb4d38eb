import type { CommandBus } from '@nestjs/cqrs';
import type { RateLimiter } from '../../../shared/http/rate-limiter';
import type { PasswordHasher } from '../../../shared/security/password-hasher';
import type { AccountsRepository } from '../../database/accounts.repository';
import { account, fake, passwordHasher } from '../../testing/fakes';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';
import { ChangePasswordCommand } from './change-password.command';
import { ChangePasswordHandler } from './change-password.handler';

function setup(found = account()) {
  const accounts = fake<AccountsRepository>({
    findLiveWithPassword: jest.fn(async () => found),
    setPasswordHash: jest.fn(),
  });
  const commandBus = fake<CommandBus>({ execute: jest.fn(async () => 4) });
  const handler = new ChangePasswordHandler(
    accounts,
    passwordHasher() as unknown as PasswordHasher,
    commandBus,
    fake<RateLimiter>({ consume: jest.fn(async () => undefined) }),
  );
  return { handler, accounts, commandBus };
}

describe('ChangePasswordHandler', () => {
  it('sets the new password, ends the sessions and answers the new epoch', async () => {
    const { handler, accounts, commandBus } = setup();
    await expect(
      handler.execute(new ChangePasswordCommand(7, 'secret password', 'new password 1')),
    ).resolves.toBe(4);
    expect(accounts.findLiveWithPassword).toHaveBeenCalledWith(7);
    expect(accounts.setPasswordHash).toHaveBeenCalledWith(7, 'hash:new password 1');
    expect(commandBus.execute).toHaveBeenCalledWith(new EndSessionsCommand(7));
  });

  it('needs the old password, then a new one of acceptable length', async () => {
    const { handler, accounts } = setup();
    await expect(
      handler.execute(new ChangePasswordCommand(7, 'wrong', 'new password 1')),
    ).rejects.toMatchObject({
      code: 'old_password_wrong',
      fields: { old_password: 'identity.old_password_wrong' },
    });
    await expect(
      handler.execute(new ChangePasswordCommand(7, 'secret password', 'short')),
    ).rejects.toMatchObject({
      code: 'password_length',
      fields: { new_password: 'identity.password_length' },
    });
    expect(accounts.setPasswordHash).not.toHaveBeenCalled();
  });

  it('refuses a deleted account as authentication_required', async () => {
    const { handler } = setup(null as never);
    await expect(handler.execute(new ChangePasswordCommand(7, 'secret password', 'x'))).rejects.toMatchObject(
      {
        code: 'authentication_required',
      },
    );
  });
});
