import type { CommandBus } from '@nestjs/cqrs';
import type { AccountsRepository } from '../../database/accounts.repository';
import { account, clock, fake, NOW } from '../../testing/fakes';
import type { AccountTokenStore } from '../../database/account-token-store';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';
import { RestoreEmailCommand } from './restore-email.command';
import { RestoreEmailHandler } from './restore-email.handler';

const TOKEN = 't'.repeat(43);

function setup(
  options: { used?: object | null; known?: object | null; taken?: boolean; setFree?: boolean } = {},
) {
  const accounts = fake<AccountsRepository>({
    findNotErased: jest.fn(async () => account({ email: 'new@example.com' })),
    emailTaken: jest.fn(async () => options.taken ?? false),
    changeEmailIfFree: jest.fn(async () => options.setFree ?? true),
  });
  const tokens = fake<AccountTokenStore>({
    consume: jest.fn(async () =>
      options.used === undefined ? { accountId: 7, newEmail: 'anna@example.com' } : options.used,
    ),
    find: jest.fn(async () => options.known ?? null),
    revokeAll: jest.fn(),
  });
  const commandBus = fake<CommandBus>({ execute: jest.fn() });
  const handler = new RestoreEmailHandler(accounts, tokens, commandBus, clock());
  return { handler, accounts, tokens, commandBus };
}

describe('RestoreEmailHandler', () => {
  it('brings the old address back, cancels the other links and ends every session', async () => {
    const { handler, accounts, tokens, commandBus } = setup();
    await expect(handler.execute(new RestoreEmailCommand(TOKEN))).resolves.toBe('done');
    expect(accounts.emailTaken).toHaveBeenCalledWith(1, 'anna@example.com', 7);
    expect(accounts.changeEmailIfFree).toHaveBeenCalledWith(7, 'anna@example.com');
    expect(tokens.revokeAll).toHaveBeenCalledWith(7);
    expect(commandBus.execute).toHaveBeenCalledWith(new EndSessionsCommand(7));
  });

  it('tells an expired link from an invalid one', async () => {
    const expired = { usedAt: null, expiresAt: new Date(NOW.getTime() - 1) };
    await expect(
      setup({ used: null, known: expired }).handler.execute(new RestoreEmailCommand(TOKEN)),
    ).resolves.toBe('expired');
    const used = { usedAt: NOW, expiresAt: new Date(NOW.getTime() - 1) };
    await expect(
      setup({ used: null, known: used }).handler.execute(new RestoreEmailCommand(TOKEN)),
    ).resolves.toBe('invalid');
    await expect(setup({ used: null }).handler.execute(new RestoreEmailCommand(TOKEN))).resolves.toBe(
      'invalid',
    );
  });

  it('answers taken when another account has the old address, also when it took it a moment ago', async () => {
    for (const options of [{ taken: true }, { setFree: false }]) {
      const { handler, tokens } = setup(options);
      await expect(handler.execute(new RestoreEmailCommand(TOKEN))).resolves.toBe('taken');
      expect(tokens.revokeAll).not.toHaveBeenCalled();
    }
  });
});
