import { TotpSecretBox } from './totp-secret-box';

describe('TotpSecretBox', () => {
  const box = new TotpSecretBox('a-key-of-the-tests-3f9c1a7e5b2d48c6a0e1');
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('seals a secret so that the stored value does not show it, and opens it again', () => {
    const sealed = box.seal(secret);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secret);
    expect(box.open(sealed)).toBe(secret);
  });

  it('seals the same secret differently each time (a fresh nonce)', () => {
    expect(box.seal(secret)).not.toBe(box.seal(secret));
  });

  it('refuses a value sealed under another key, or altered, naming the setting', () => {
    const sealed = box.seal(secret);
    expect(() => new TotpSecretBox('another-key-5b2d48c6a0e1f7b9d3c5').open(sealed)).toThrow(
      /TOTP_SECRET_KEY/,
    );
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(altered)).toThrow(/TOTP_SECRET_KEY/);
  });

  it('reads a secret stored before sealing as it is', () => {
    expect(TotpSecretBox.isSealed(secret)).toBe(false);
    expect(box.open(secret)).toBe(secret);
  });

  it('fits the column (varchar 255)', () => {
    expect(box.seal(secret).length).toBeLessThanOrEqual(255);
  });
});
