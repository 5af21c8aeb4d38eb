import { newTotpSecret, totpCodeAt, totpStepOf, totpUri } from './totp';

const NOW = new Date('2026-11-26T10:00:10Z');
const STEP = Math.floor(NOW.getTime() / 30_000);

describe('TOTP', () => {
  const secret = newTotpSecret();

  it('makes a 160-bit base32 secret and an otpauth URI naming the console and the admin', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, 'ops@kindred.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Kindred%20admin:ops%40kindred\.test\?/);
    expect(uri).toContain(`secret=${secret}`);
  });

  it('accepts the code of now and of one step either side, and tells its step', () => {
    expect(totpStepOf(secret, totpCodeAt(secret, NOW), NOW)).toBe(STEP);
    expect(totpStepOf(secret, totpCodeAt(secret, new Date(NOW.getTime() - 30_000)), NOW)).toBe(STEP - 1);
    expect(totpStepOf(secret, totpCodeAt(secret, new Date(NOW.getTime() + 30_000)), NOW)).toBe(STEP + 1);
  });

  it('refuses an old code, another secret’s code and anything that is not six digits', () => {
    expect(totpStepOf(secret, totpCodeAt(secret, new Date(NOW.getTime() - 120_000)), NOW)).toBeNull();
    expect(totpStepOf(secret, totpCodeAt(newTotpSecret(), NOW), NOW)).toBeNull();
    for (const code of ['', '12345', '1234567', 'abcdef', 123456, null, undefined, ' 123456']) {
      expect(totpStepOf(secret, code, NOW)).toBeNull();
    }
  });
});
