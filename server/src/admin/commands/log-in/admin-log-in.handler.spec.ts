import { FixedClock } from '../../../shared/clock/clock';
import type { RateLimiter } from '../../../shared/http/rate-limiter';
import type { PasswordHasher } from '../../../shared/security/password-hasher';
import type { AppConfigService } from '../../../shared/config/app-config.service';
import type { TotpCodes } from '../../accounts/totp/totp-codes';
import type { AdminAccountEntity } from '../../database/admin-account.entity';
import type { AdminAccountsRepository } from '../../database/admin-accounts.repository';
import { AdminLogInCommand } from './admin-log-in.command';
import {
  AdminLogInHandler,
  LOGIN_LIMIT_PER_ADDRESS,
  LOGIN_LIMIT_PER_ADDRESS_AND_ACCOUNT,
} from './admin-log-in.handler';

const NOW = new Date('2026-03-01T12:00:00Z');
const ADMIN: AdminAccountEntity = {
  id: 2,
  email: 'ops@kindred.test',
  name: 'Ops',
  passwordHash: 'hash:right',
  role: 'operator',
  lastLoginAt: null,
  disabledAt: null,
  sessionEpoch: 4,
  totpSecret: null,
  totpEnabledAt: null,
};

function setup(found: AdminAccountEntity | null = ADMIN) {
  const admins = { withPassword: jest.fn(async () => found), recordLogin: jest.fn() };
  const passwords = {
    verify: jest.fn(async (stored: string | undefined, given: string) => stored === `hash:${given}`),
  };
  const rateLimiter = { consume: jest.fn() };
  const codes = { verify: jest.fn(async () => undefined) };
  const config = { get: jest.fn(() => 'test') };
  const handler = new AdminLogInHandler(
    admins as unknown as AdminAccountsRepository,
    passwords as unknown as PasswordHasher,
    rateLimiter as unknown as RateLimiter,
    codes as unknown as TotpCodes,
    config as unknown as AppConfigService,
    new FixedClock(NOW),
  );
  return { handler, admins, passwords, rateLimiter, codes };
}

describe('AdminLogInHandler', () => {
  it('answers the admin without the hash and records the login', async () => {
    const { handler, admins } = setup();
    await expect(
      handler.execute(new AdminLogInCommand('ops@kindred.test', 'right', '10.0.0.1')),
    ).resolves.toEqual({
      admin: {
        id: 2,
        email: 'ops@kindred.test',
        name: 'Ops',
        role: 'operator',
        totp_enabled: false,
        totp_enrolment_required: false,
      },
      sessionEpoch: 4,
    });
    expect(admins.recordLogin).toHaveBeenCalledWith(2, NOW);
  });

  it('counts the attempt per address and per address and e-mail before checking the password', async () => {
    const { handler, rateLimiter, passwords } = setup();
    rateLimiter.consume.mockRejectedValueOnce(new Error('too_many_requests'));
    await expect(
      handler.execute(new AdminLogInCommand('Ops@kindred.test', 'right', '10.0.0.1')),
    ).rejects.toThrow();
    expect(passwords.verify).not.toHaveBeenCalled();
    await handler
      .execute(new AdminLogInCommand('Ops@kindred.test', 'right', '10.0.0.1'))
      .catch(() => undefined);
    expect(rateLimiter.consume).toHaveBeenCalledWith(LOGIN_LIMIT_PER_ADDRESS, '10.0.0.1');
    expect(rateLimiter.consume).toHaveBeenCalledWith(
      LOGIN_LIMIT_PER_ADDRESS_AND_ACCOUNT,
      '10.0.0.1:ops@kindred.test',
    );
  });

  it('answers invalid_credentials alike for a wrong password and an unknown e-mail', async () => {
    for (const found of [ADMIN, null]) {
      const { handler, admins, passwords } = setup(found);
      await expect(
        handler.execute(new AdminLogInCommand('ops@kindred.test', 'wrong', '10.0.0.1')),
      ).rejects.toMatchObject({
        status: 401,
        code: 'invalid_credentials',
      });
      expect(passwords.verify).toHaveBeenCalled();
      expect(admins.recordLogin).not.toHaveBeenCalled();
    }
  });

  it('refuses a disabled account once the password is right', async () => {
    const { handler, admins } = setup({ ...ADMIN, disabledAt: NOW });
    await expect(
      handler.execute(new AdminLogInCommand('ops@kindred.test', 'right', '10.0.0.1')),
    ).rejects.toMatchObject({ status: 403, code: 'admin_disabled' });
    expect(admins.recordLogin).not.toHaveBeenCalled();
  });

  it('asks an account with TOTP for its code, and checks the code given', async () => {
    const withTotp = { ...ADMIN, totpSecret: 'SECRET', totpEnabledAt: NOW };
    const { handler, codes, admins } = setup(withTotp);
    await expect(
      handler.execute(new AdminLogInCommand('ops@kindred.test', 'right', '10.0.0.1')),
    ).rejects.toMatchObject({ status: 401, code: 'totp_required' });
    expect(codes.verify).not.toHaveBeenCalled();
    codes.verify.mockRejectedValueOnce(new Error('totp_invalid'));
    await expect(
      handler.execute(new AdminLogInCommand('ops@kindred.test', 'right', '10.0.0.1', '000000')),
    ).rejects.toThrow('totp_invalid');
    expect(admins.recordLogin).not.toHaveBeenCalled();
    await expect(
      handler.execute(new AdminLogInCommand('ops@kindred.test', 'right', '10.0.0.1', '123456')),
    ).resolves.toMatchObject({ admin: { totp_enabled: true } });
    expect(codes.verify).toHaveBeenLastCalledWith(2, 'SECRET', '123456');
  });

  it('never checks a code before the password is right', async () => {
    const { handler, codes } = setup({ ...ADMIN, totpSecret: 'SECRET', totpEnabledAt: NOW });
    await expect(
      handler.execute(new AdminLogInCommand('ops@kindred.test', 'wrong', '10.0.0.1', '123456')),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(codes.verify).not.toHaveBeenCalled();
  });
});
