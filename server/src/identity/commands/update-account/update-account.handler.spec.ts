import type { AccountEntity } from '../../database/account.entity';
import type { AccountLifecycleRepository } from '../../database/account-lifecycle.repository';
import type { AccountsRepository } from '../../database/accounts.repository';
import { UpdateAccountCommand } from './update-account.command';
import { UpdateAccountHandler } from './update-account.handler';

function setup(account: Partial<AccountEntity> | null) {
  const accounts = { findLive: jest.fn(async () => account as AccountEntity | null) };
  const lifecycle = { updateSettings: jest.fn(async () => undefined) };
  const handler = new UpdateAccountHandler(
    accounts as unknown as AccountsRepository,
    lifecycle as unknown as AccountLifecycleRepository,
  );
  return { handler, lifecycle };
}

describe('UpdateAccountHandler', () => {
  it('stores only the settings given', async () => {
    const account = { id: 5, invisible: false };
    const { handler, lifecycle } = setup(account);
    await handler.execute(new UpdateAccountCommand(5, { language: 'nl' }));
    expect(lifecycle.updateSettings).toHaveBeenCalledWith(account, { language: 'nl' });
  });

  it('refuses a deleted account as a lost session', async () => {
    const { handler, lifecycle } = setup(null);
    await expect(handler.execute(new UpdateAccountCommand(5, { language: 'nl' }))).rejects.toMatchObject({
      code: 'authentication_required',
    });
    expect(lifecycle.updateSettings).not.toHaveBeenCalled();
  });
});
