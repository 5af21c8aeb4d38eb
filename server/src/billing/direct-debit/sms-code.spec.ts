import { hashSmsCode, smsCodeMatches } from './sms-code';

describe('SMS codes', () => {
  const id = '6f1c2d4e-0000-4000-8000-000000000001';

  it('stores neither the code nor a plain hash of it, and binds it to its request and secret', () => {
    const stored = hashSmsCode('secret-one', id, '123456');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('123456');
    expect(stored).not.toBe(hashSmsCode('secret-two', id, '123456'));
    expect(stored).not.toBe(hashSmsCode('secret-one', '6f1c2d4e-0000-4000-8000-000000000002', '123456'));
  });

  it('matches only the right code', () => {
    const stored = hashSmsCode('secret', id, '123456');
    expect(smsCodeMatches(stored, hashSmsCode('secret', id, '123456'))).toBe(true);
    expect(smsCodeMatches(stored, hashSmsCode('secret', id, '123457'))).toBe(false);
    expect(smsCodeMatches(stored, '')).toBe(false);
    expect(smsCodeMatches('', '')).toBe(false);
  });
});
