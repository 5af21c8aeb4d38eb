import {
  type AdminAccountState,
  applyChange,
  auditSnapshot,
  refusalOf,
  totpEnrolmentRequired,
} from './admin-account-rules';

const SUPER: AdminAccountState = {
  id: 1,
  email: 'super@kindred.test',
  name: 'Sue',
  role: 'super_admin',
  disabled: false,
  totpEnabled: false,
  sessionEpoch: 3,
};
const OPERATOR: AdminAccountState = { ...SUPER, id: 2, email: 'op@kindred.test', role: 'operator' };

describe('admin account rules', () => {
  it('keeps secrets out of the audit snapshot', () => {
    expect(auditSnapshot({ ...SUPER, passwordHash: 'x', totpSecret: 'y' } as AdminAccountState)).toEqual({
      email: 'super@kindred.test',
      name: 'Sue',
      role: 'super_admin',
      disabled: false,
      totp_enabled: false,
      session_epoch: 3,
    });
  });

  it('refuses disabling or demoting one’s own account, but allows renaming it', () => {
    expect(refusalOf(1, SUPER, { disabled: true }, 5)).toBe('own_account');
    expect(refusalOf(1, SUPER, { role: 'operator' }, 5)).toBe('own_account');
    expect(refusalOf(1, SUPER, { name: 'New', role: 'super_admin', disabled: false }, 5)).toBeNull();
  });

  it('keeps the last active super-admin', () => {
    expect(refusalOf(9, SUPER, { disabled: true }, 1)).toBe('last_super_admin');
    expect(refusalOf(9, SUPER, { role: 'finance' }, 1)).toBe('last_super_admin');
    expect(refusalOf(9, SUPER, { disabled: true }, 2)).toBeNull();
    expect(refusalOf(9, OPERATOR, { disabled: true }, 1)).toBeNull();
  });

  it('ends the sessions of an account that gets disabled, not of one that is renamed or re-enabled', () => {
    expect(applyChange(OPERATOR, { disabled: true })).toMatchObject({ disabled: true, sessionEpoch: 4 });
    expect(applyChange(OPERATOR, { name: 'Olga', role: 'finance' })).toMatchObject({
      name: 'Olga',
      role: 'finance',
      sessionEpoch: 3,
    });
    expect(applyChange({ ...OPERATOR, disabled: true }, { disabled: false }).sessionEpoch).toBe(3);
  });

  it('asks only super-admins without TOTP to enrol, and only in production', () => {
    expect(totpEnrolmentRequired('super_admin', false, true)).toBe(true);
    expect(totpEnrolmentRequired('super_admin', true, true)).toBe(false);
    expect(totpEnrolmentRequired('super_admin', false, false)).toBe(false);
    expect(totpEnrolmentRequired('operator', false, true)).toBe(false);
  });
});
