import request, { type Agent } from 'supertest';
import { signedInAdmin } from './helpers/admins';
import { createCompanyInfo, createSite, type SiteFixture } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** An operator adds a site in the console: POST /admin/api/sites (a new brand on its own domain). */
describe('admin API: creating a site', () => {
  let t: TestApp;
  let template: SiteFixture;
  let operator: Agent;
  let operatorId: number;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    template = await createSite(t.db, { is_default: true, message_length: 700, photo_moderation: 'pre' });
    await createCompanyInfo(t.db, template.id, 'Kindred Media B.V.');
    const signedIn = await signedInAdmin(t, 'operator');
    operator = signedIn.agent;
    operatorId = signedIn.admin.id;
  });
  afterAll(() => t.close());

  let sequence = 0;
  const newSite = (overrides: Record<string, unknown> = {}) => ({
    name: 'Amore',
    domain: `amore-${++sequence}-${Date.now()}.example`,
    domain_language: 'it',
    countries: ['IT', 'CH'],
    support_email: 'help@amore.example',
    ...overrides,
  });
  const create = (body: unknown, agent: Agent = operator) =>
    agent
      .post('/admin/api/sites')
      .set('X-Request-Type', 'client')
      .send(body as object);
  const counts = async () =>
    (
      (await t.db.query(
        `SELECT (SELECT count(*) FROM site_settings)::int AS sites, (SELECT count(*) FROM company_info)::int AS companies,
                (SELECT count(*) FROM audit_log)::int AS audits`,
      )) as [{ sites: number; companies: number; audits: number }]
    )[0];

  it('makes the site from what is given and the default site for the rest, with keys and company of its own', async () => {
    const body = newSite({ domain: `Amore-${Date.now()}.Example`, message_credits: 3 });
    const response = await create(body).expect(201);
    const site = response.body as Record<string, unknown> & { id: number };
    expect(site).toMatchObject({
      name: 'Amore',
      domain: String(body.domain).toLowerCase(),
      domain_language: 'it',
      countries: ['IT', 'CH'],
      support_email: 'help@amore.example',
      message_credits: 3,
      is_default: false,
      // not given: the default site's
      message_length: 700,
      photo_moderation: 'pre',
      cdn_prefix: '/media',
    });
    expect(site).not.toHaveProperty('push_private_key');

    const [keys] = (await t.db.query(
      `SELECT n.push_public_key AS new_public, n.push_private_key AS new_private,
              d.push_public_key AS default_public, d.push_private_key AS default_private
         FROM site_settings n, site_settings d WHERE n.id = $1 AND d.id = $2`,
      [site.id, template.id],
    )) as [Record<string, string>];
    expect(keys.new_public).toBe(site.push_public_key);
    expect(keys.new_public).toMatch(/^[\w-]{80,}$/);
    expect(keys.new_private).toMatch(/^[\w-]{40,}$/);
    expect(keys.new_public).not.toBe(keys.default_public);
    expect(keys.new_private).not.toBe(keys.default_private);

    // members reach it on its domain at once, under its own name and company
    const settings = await request(t.http).get(`/api/settings.php?domain=${site.domain}`).expect(200);
    expect(settings.body).toMatchObject({ name: 'Amore', domain: site.domain, domain_language: 'it' });
    const company = await operator.get(`/admin/api/company_info/${site.id}`).expect(200);
    expect(company.body).toMatchObject({ id: site.id, name: 'Kindred Media B.V.', domain: site.domain });
    const listed = await operator.get('/admin/api/sites').expect(200);
    expect((listed.body as { id: number }[]).map((row) => row.id)).toContain(site.id);

    const audit = (await t.db.query(
      `SELECT admin_id, action, before, after FROM audit_log WHERE resource = 'sites' AND record_id = $1`,
      [String(site.id)],
    )) as { admin_id: number; action: string; before: unknown; after: Record<string, unknown> }[];
    expect(audit).toEqual([
      {
        admin_id: operatorId,
        action: 'sites.create',
        before: null,
        after: expect.objectContaining({ id: site.id, domain: site.domain }),
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(keys.new_private);
  });

  it('refuses a missing or bad field with 400 naming it, and makes nothing', async () => {
    const before = await counts();
    const bad: [string, Record<string, unknown>][] = [
      ...(['name', 'domain', 'domain_language', 'countries', 'support_email'] as const).map(
        (field): [string, Record<string, unknown>] => {
          const body = newSite();
          delete (body as Record<string, unknown>)[field];
          return [field, body];
        },
      ),
      ['domain', newSite({ domain: 'not a host' })],
      ['domain_language', newSite({ domain_language: 'xx' })],
      ['countries', newSite({ countries: [] })],
      ['support_email', newSite({ support_email: 'nobody' })],
      ['message_length', newSite({ message_length: 0 })],
      ['push_private_key', newSite({ push_private_key: 'mine' })],
      ['is_default_too', newSite({ is_default_too: true })],
    ];
    for (const [field, body] of bad) {
      const response = await create(body);
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect(response.body).toMatchObject({ error: 'invalid_field' });
      expect(response.body.message).toEqual(expect.stringContaining(field));
    }
    for (const body of [[], 'site', null]) await create(body).expect(400);
    expect(await counts()).toEqual(before);
  });

  it('of 10 creates of one domain at once, exactly one makes it; the others get 409, as does a taken domain', async () => {
    const before = await counts();
    const body = newSite();
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => create(body)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await counts()).toEqual({
      sites: before.sites + 1,
      companies: before.companies + 1,
      audits: before.audits + 1,
    });

    const taken = await create(newSite({ domain: template.domain.toUpperCase() })).expect(409);
    expect(taken.body).toMatchObject({ error: 'domain_taken', message: expect.any(String) });
    expect((await counts()).sites).toBe(before.sites + 1);
  });

  it('is for operators only', async () => {
    const before = await counts();
    for (const role of ['finance', 'moderator', 'chat_agent'] as const) {
      const { agent } = await signedInAdmin(t, role);
      await create(newSite(), agent).expect(403);
    }
    await request(t.http)
      .post('/admin/api/sites')
      .set('X-Request-Type', 'client')
      .send(newSite())
      .expect(401);
    expect((await counts()).sites).toBe(before.sites);
  });
});

describe('admin API: creating the first site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('needs the settings no other site can lend, and makes it the default', async () => {
    const { agent } = await signedInAdmin(t, 'operator');
    const create = (body: object) =>
      agent.post('/admin/api/sites').set('X-Request-Type', 'client').send(body);
    const first = {
      name: 'First',
      domain: 'first.example',
      domain_language: 'en',
      countries: ['GB'],
      support_email: 'help@first.example',
    };
    const missing = await create(first).expect(400);
    expect(missing.body).toMatchObject({ error: 'invalid_field' });
    const site = await create({
      ...first,
      cdn_prefix: '/media',
      message_credits: 1,
      photo_credits: 2,
      gift_credits: 5,
      signup_credits: 0,
      message_length: 1000,
      refund_days: 14,
    }).expect(201);
    expect(site.body).toMatchObject({ domain: 'first.example', is_default: true, message_length: 1000 });
    // the default site answers a host it does not know
    const settings = await request(t.http)
      .get('/api/settings.php')
      .set('Host', 'unknown.example')
      .expect(200);
    expect(settings.body).toMatchObject({ name: 'First' });
  });
});
