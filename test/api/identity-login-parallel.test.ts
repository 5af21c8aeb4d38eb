import request from 'supertest';
import { createSite } from './helpers/fixtures';
import { nextIp, signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('login lockout under parallel requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createSite(t.db, { is_default: true });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    request(t.http)
      .post('/api/user.php')
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', ip)
      .send({ email, password });

  it('checks at most 5 wrong passwords of a burst, then refuses the right one too until 15 minutes pass', async () => {
    const { body } = await signUp(t);
    const ip = nextIp();
    const passwords = Array.from({ length: 20 }, (_, i) => `wrong-${i}`);
    passwords.splice(10, 0, body.password);
    const answers = await Promise.all(passwords.map((password) => login(body.email, password, ip)));

    const wrong = answers.filter((_, i) => i !== 10);
    const checked = wrong.filter((r) => r.status === 401);
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const r of checked) expect(r.body.error).toBe('login_failed');
    for (const r of wrong.filter((r) => r.status !== 401)) {
      expect(r.status).toBe(429);
      expect(r.body).toEqual({
        error: 'account_locked',
        message: 'Too many incorrect attempts, account blocked for 15 min.',
      });
    }
    // The right password is let in only while it is within the allowance; the account ends locked either way.
    expect([200, 429]).toContain(answers[10].status);

    const right = await login(body.email, body.password, nextIp()).expect(429);
    expect(right.body).toEqual({
      error: 'account_locked',
      message: 'Too many incorrect attempts, account blocked for 15 min.',
    });

    t.clock.advance(15 * 60 * 1000 + 1000);
    await login(body.email, body.password, nextIp()).expect(200);
  });

  it('lets the right password in after fewer than 5 wrong ones, and gives its own attempt back', async () => {
    const { body } = await signUp(t);
    const ip = nextIp();
    await Promise.all([1, 2, 3].map((n) => login(body.email, `wrong-${n}`, ip).expect(401)));
    for (let n = 0; n < 5; n++) await login(body.email, body.password, ip).expect(200);
  });
});
