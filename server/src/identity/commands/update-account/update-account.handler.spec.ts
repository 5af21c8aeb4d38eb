import type { AccountEntity } from '../../database/account.entity';
import type { AccountsRepository } from '../../database/accounts.repository';
import { UpdateAccountCommand } from './update-account.command';
import { UpdateAccountHandler } from './update-account.handler';

function setup(account: Partial<AccountEntity> | null) {
  const accounts = {
    findLive: jest.fn(async () => account as AccountEntity | null),
    updateSettings: jest.fn(async () => undefined),
  };
  const handler = new UpdateAccountHandler(accounts as unknown as AccountsRepository);
  return { handler, accounts };
}

describe('UpdateAccountHandler', () => {
  it('stores only the settings given', async () => {
    const account = { id: 5, invisible: false };
    const { handler, accounts } = setup(account);
    await handler.execute(new UpdateAccountCommand(5, { language: 'nl' }));
    expect(accounts.updateSettings).toHaveBeenCalledWith(account, { language: 'nl' });
  });

  it('refuses a deleted account as a lost session', async () => {
    const { handler, accounts } = setup(null);
    await expect(handler.execute(new UpdateAccountCommand(5, { language: 'nl' }))).rejects.toMatchObject({
      code: 'authentication_required',
    });
    expect(accounts.updateSettings).not.toHaveBeenCalled();
  });
});
