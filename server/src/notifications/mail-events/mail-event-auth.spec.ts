import { isAuthenticMailEvent, signMailEvent } from './mail-event-auth';

describe('mail event authentication', () => {
  const secret = 'provider-secret-0123456789abcdef0123';
  const now = new Date('2026-11-26T08:00:00Z');
  const at = now.getTime() / 1000;
  const notice = { event: 'bounce', email: 'a@kindred.test' };

  it('fails closed when no secret is configured, whatever the notice carries', () => {
    for (const configured of [undefined, '']) {
      expect(isAuthenticMailEvent(configured, { secret: '' }, notice, now)).toBe(false);
      expect(isAuthenticMailEvent(configured, { secret: 'anything' }, notice, now)).toBe(false);
      expect(
        isAuthenticMailEvent(
          configured,
          { signature: signMailEvent('', at, 'bounce', notice.email) },
          notice,
          now,
        ),
      ).toBe(false);
    }
  });

  it('takes the exact secret or a signature of this notice within five minutes', () => {
    expect(isAuthenticMailEvent(secret, { secret }, notice, now)).toBe(true);
    expect(isAuthenticMailEvent(secret, { secret: secret.slice(1) }, notice, now)).toBe(false);
    expect(
      isAuthenticMailEvent(
        secret,
        { signature: signMailEvent(secret, at - 299, 'bounce', notice.email) },
        notice,
        now,
      ),
    ).toBe(true);
    expect(
      isAuthenticMailEvent(
        secret,
        { signature: signMailEvent(secret, at - 301, 'bounce', notice.email) },
        notice,
        now,
      ),
    ).toBe(false);
    expect(
      isAuthenticMailEvent(
        secret,
        { signature: signMailEvent(secret, at, 'complaint', notice.email) },
        notice,
        now,
      ),
    ).toBe(false);
    expect(isAuthenticMailEvent(secret, { signature: 42 }, notice, now)).toBe(false);
  });
});
