import type { QueryBus } from '@nestjs/cqrs';
import { argon2id, hash } from 'argon2';
import { FixedClock } from '../../../shared/clock/clock';
import type { ApiError } from '../../../shared/errors/api-error';
import type { AccountEntity } from '../../database/account.entity';
import type { AccountsRepository } from '../../database/accounts.repository';
import type { LoginAttempt, LoginThrottle } from '../../login/login-throttle';
import { LogInCommand } from './log-in.command';
import { LogInHandler } from './log-in.handler';

const attempt: LoginAttempt = {
  accountKey: '7:ann@example.test',
  ip: '1.2.3.4',
  id: 'a1',
  accountCount: 1,
  ipCount: 1,
};

function setup(options: {
  locked?: number;
  lockAfterFailure?: number;
  account?: Partial<AccountEntity> | null;
}) {
  const throttle = {
    reserve: jest.fn(async () => (options.locked ? { lockedMinutes: options.locked } : attempt)),
    failed: jest.fn(async () => options.lockAfterFailure ?? 0),
    succeeded: jest.fn(async () => undefined),
  };
  const accounts = {
    findForLogin: jest.fn(async () => (options.account === null ? null : (options.account as AccountEntity))),
    recordLogin: jest.fn(async () => undefined),
  };
  const queryBus = { execute: jest.fn(async () => ({ id: 7 })) };
  const clock = new FixedClock(new Date('2026-11-24T10:00:00Z'));
  const handler = new LogInHandler(
    accounts as unknown as AccountsRepository,
    throttle as unknown as LoginThrottle,
    queryBus as unknown as QueryBus,
    clock,
  );
  return { handler, throttle, accounts };
}

const command = (password: string) =>
  new LogInCommand('kindred.test', ' Ann@Example.test ', password, '1.2.3.4');

describe('LogInHandler', () => {
  let passwordHash: string;
  beforeAll(async () => {
    passwordHash = await hash('right password', { type: argon2id });
  });

  it('answers the session of the account and counts the attempt as a success', async () => {
    const { handler, throttle, accounts } = setup({
      account: { id: 42, language: 'de', sessionEpoch: 3, passwordHash },
    });
    await expect(handler.execute(command('right password'))).resolves.toEqual({
      id: 42,
      siteId: 7,
      language: 'de',
      epoch: 3,
    });
    expect(throttle.reserve).toHaveBeenCalledWith('7:ann@example.test', '1.2.3.4');
    expect(throttle.succeeded).toHaveBeenCalledWith(attempt);
    expect(accounts.recordLogin).toHaveBeenCalledWith(42, new Date('2026-11-24T10:00:00Z'));
  });

  it('refuses a wrong password with login_failed and counts it as a failure', async () => {
    const { handler, throttle, accounts } = setup({ account: { id: 42, passwordHash } });
    await expect(handler.execute(command('wrong'))).rejects.toMatchObject({
      status: 401,
      code: 'login_failed',
    });
    expect(throttle.failed).toHaveBeenCalledWith(attempt);
    expect(accounts.recordLogin).not.toHaveBeenCalled();
  });

  it('refuses an unknown e-mail the same way', async () => {
    const { handler } = setup({ account: null });
    await expect(handler.execute(command('anything'))).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('locks on the failure that reaches the limit', async () => {
    const { handler } = setup({ account: { id: 42, passwordHash }, lockAfterFailure: 15 });
    const error = (await handler.execute(command('wrong')).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 429, code: 'account_locked' });
  });

  it('checks no password while the account is locked, the right one included', async () => {
    const { handler, accounts } = setup({ locked: 12, account: { id: 42, passwordHash } });
    await expect(handler.execute(command('right password'))).rejects.toMatchObject({
      code: 'account_locked',
    });
    expect(accounts.findForLogin).not.toHaveBeenCalled();
  });

  it('refuses a banned member with account_banned after the right password only', async () => {
    const bannedAt = new Date('2026-11-24T09:00:00Z');
    const { handler, throttle, accounts } = setup({ account: { id: 42, passwordHash, bannedAt } });
    await expect(handler.execute(command('right password'))).rejects.toMatchObject({
      status: 403,
      code: 'account_banned',
    });
    expect(throttle.succeeded).toHaveBeenCalledWith(attempt);
    expect(accounts.recordLogin).not.toHaveBeenCalled();
    await expect(handler.execute(command('wrong'))).rejects.toMatchObject({ code: 'login_failed' });
  });
});
