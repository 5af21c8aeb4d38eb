import type { EventBus } from '@nestjs/cqrs';
import { FixedClock } from '../../../shared/clock/clock';
import type { AccountEntity } from '../../database/account.entity';
import type { AccountsRepository } from '../../database/accounts.repository';
import { InvisibleModeChanged } from '../../identity.contracts';
import { UpdateAccountCommand } from './update-account.command';
import { UpdateAccountHandler } from './update-account.handler';

function setup(account: Partial<AccountEntity> | null) {
  const accounts = {
    findLive: jest.fn(async () => account as AccountEntity | null),
    updateSettings: jest.fn(async () => undefined),
  };
  const eventBus = { publish: jest.fn() };
  const clock = new FixedClock(new Date('2026-11-24T10:00:00Z'));
  const handler = new UpdateAccountHandler(
    accounts as unknown as AccountsRepository,
    eventBus as unknown as EventBus,
    clock,
  );
  return { handler, accounts, eventBus };
}

describe('UpdateAccountHandler', () => {
  it('stores only the settings given', async () => {
    const { handler, accounts, eventBus } = setup({ id: 5, invisible: false });
    await handler.execute(new UpdateAccountCommand(5, { language: 'nl' }));
    expect(accounts.updateSettings).toHaveBeenCalledWith(5, { language: 'nl' });
    expect(eventBus.publish).not.toHaveBeenCalled();
  });

  it('announces a change of invisible mode, and only a change', async () => {
    const { handler, eventBus } = setup({ id: 5, invisible: false });
    await handler.execute(new UpdateAccountCommand(5, { invisible: true }));
    expect(eventBus.publish).toHaveBeenCalledWith(
      new InvisibleModeChanged(5, true, new Date('2026-11-24T10:00:00Z')),
    );
    const same = setup({ id: 5, invisible: true });
    await same.handler.execute(new UpdateAccountCommand(5, { invisible: true }));
    expect(same.eventBus.publish).not.toHaveBeenCalled();
  });

  it('refuses a deleted account as a lost session', async () => {
    const { handler, accounts } = setup(null);
    await expect(handler.execute(new UpdateAccountCommand(5, { language: 'nl' }))).rejects.toMatchObject({
      code: 'authentication_required',
    });
    expect(accounts.updateSettings).not.toHaveBeenCalled();
  });
});
