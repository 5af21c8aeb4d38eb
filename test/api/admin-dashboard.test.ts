import { argon2id, hash } from 'argon2';
import request from 'supertest';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('admin dashboard counts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true });
    await t.db.query(
      `INSERT INTO admin_accounts (email, name, password_hash, role) VALUES ('dash@kindred.test', 'Dana', $1, 'operator')`,
      [await hash('operator-pass-1', { type: argon2id })],
    );
  });
  afterAll(() => t.close());

  const dashboard = async () => {
    const admin = request.agent(t.http);
    await admin
      .post('/admin/api/login')
      .set('X-Request-Type', 'client')
      .send({ email: 'dash@kindred.test', password: 'operator-pass-1' })
      .expect(200);
    return (await admin.get('/admin/api/dashboard').expect(200)).body as {
      members_total: number;
      members_by_gender: Record<string, number>;
    };
  };

  it('counts men + women = members, leaving deleted accounts out of both', async () => {
    await signUp(t, { gender: 'male', seeking: 'female' });
    await signUp(t, { gender: 'female', seeking: 'male' });
    const { agent: leaving } = await signUp(t, { gender: 'female', seeking: 'male' });
    await leaving
      .post('/api/delete-account.php')
      .set('X-Request-Type', 'client')
      .send({ reason: 'found_someone' })
      .expect(200);

    const body = await dashboard();
    expect(body.members_total).toBe(2);
    expect(body.members_by_gender).toEqual({ male: 1, female: 1 });
    const genders = Object.values(body.members_by_gender).reduce((sum, n) => sum + n, 0);
    expect(genders).toBe(body.members_total);
  });
});
