import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfigService } from '../../shared/config/app-config.service';
import type { AdminAccountsRepository, AdminSessionState } from '../database/admin-accounts.repository';
import { AdminAuthGuard, AdminPublic, AdminRoles, AdminTotpEnrolment } from './admin-auth.guard';

class Routes {
  @AdminRoles('finance') finance() {}
  @AdminTotpEnrolment() enrolment() {}
  @AdminPublic() login() {}
  any() {}
}

const ACTIVE: AdminSessionState = { role: 'operator', disabled: false, sessionEpoch: 2, totpEnabled: false };

function setup(state: AdminSessionState | null, environment = 'test') {
  const admins = { sessionState: jest.fn(async () => state) };
  const config = { get: jest.fn(() => environment) };
  const guard = new AdminAuthGuard(
    new Reflector(),
    admins as unknown as AdminAccountsRepository,
    config as unknown as AppConfigService,
  );
  const run = (route: keyof Routes, admin?: { id: number; role: string; epoch?: number }) => {
    const destroy = jest.fn((done: () => void) => done());
    const request = { session: { admin, destroy } };
    const context = {
      getHandler: () => Routes.prototype[route],
      getClass: () => Routes,
      switchToHttp: () => ({ getRequest: () => request }),
    } as unknown as ExecutionContext;
    return { result: guard.canActivate(context), request, destroy };
  };
  return { run, admins };
}

describe('AdminAuthGuard', () => {
  it('lets the login through without a session, and refuses any other call without one', async () => {
    const { run } = setup(ACTIVE);
    await expect(run('login').result).resolves.toBe(true);
    await expect(run('any').result).rejects.toMatchObject({ status: 401, code: 'authentication_required' });
  });

  it('ends the session of a disabled account, a reset one (older epoch) and a vanished one', async () => {
    for (const state of [{ ...ACTIVE, disabled: true }, { ...ACTIVE, sessionEpoch: 3 }, null]) {
      const { run } = setup(state);
      const call = run('any', { id: 7, role: 'operator', epoch: 2 });
      await expect(call.result).rejects.toMatchObject({ status: 401 });
      expect(call.destroy).toHaveBeenCalled();
    }
  });

  it('checks the role the account has now, not the one of the login', async () => {
    const { run } = setup({ ...ACTIVE, role: 'finance' });
    const call = run('finance', { id: 7, role: 'operator', epoch: 2 });
    await expect(call.result).resolves.toBe(true);
    expect(call.request.session.admin?.role).toBe('finance');
    await expect(
      setup(ACTIVE).run('finance', { id: 7, role: 'finance', epoch: 2 }).result,
    ).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    // A super-admin passes every role check; a session from before epochs existed counts as epoch 0.
    const boss = setup({ ...ACTIVE, role: 'super_admin', sessionEpoch: 0 });
    await expect(boss.run('finance', { id: 1, role: 'super_admin' }).result).resolves.toBe(true);
  });

  it('in production, keeps a super-admin without TOTP to me and the enrolment', async () => {
    const state: AdminSessionState = { ...ACTIVE, role: 'super_admin' };
    const { run } = setup(state, 'production');
    const admin = { id: 1, role: 'super_admin', epoch: 2 };
    await expect(run('any', admin).result).rejects.toMatchObject({
      status: 403,
      code: 'totp_enrolment_required',
    });
    await expect(run('enrolment', admin).result).resolves.toBe(true);
    await expect(setup({ ...state, totpEnabled: true }, 'production').run('any', admin).result).resolves.toBe(
      true,
    );
    await expect(setup(state, 'development').run('any', admin).result).resolves.toBe(true);
  });
});
