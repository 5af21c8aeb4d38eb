import { argon2id, hash } from 'argon2';
import request from 'supertest';
import { createSite } from './helpers/fixtures';
import { nextIp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('admin login limits under parallel requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createSite(t.db, { is_default: true });
    const adminHash = await hash('admin-pass-1', { type: argon2id });
    await t.db.query(
      `INSERT INTO admin_accounts (email, name, password_hash, role) VALUES ('boss@kindred.test', 'Bea Boss', $1, 'operator')`,
      [adminHash],
    );
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    request(t.http)
      .post('/admin/api/login')
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', ip)
      .send({ email, password });

  it('limits a burst of guesses from one address without locking the admin out elsewhere', async () => {
    const attacker = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login('boss@kindred.test', `guess-${i}`, attacker)),
    );
    const checked = answers.filter((r) => r.status === 401);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(25 - checked.length);
    // The attacker's address stays limited, the right password included.
    await login('boss@kindred.test', 'admin-pass-1', attacker).expect(429);

    const response = await login('boss@kindred.test', 'admin-pass-1', nextIp()).expect(200);
    expect(response.body.email).toBe('boss@kindred.test');
  });

  it('limits one address across many e-mails too', async () => {
    const attacker = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`admin${i}@kindred.test`, 'guess', attacker)),
    );
    expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(30);
    await login('boss@kindred.test', 'admin-pass-1', attacker).expect(429);
    await login('boss@kindred.test', 'admin-pass-1', nextIp()).expect(200);
  });
});
