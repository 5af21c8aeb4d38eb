import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request, { type Agent } from 'supertest';
import { RowChangeFeed } from '../../server/src/shared/database/row-change-feed';
import { signedInAdmin } from './helpers/admins';
import { createBundles, createCompanyInfo, createSite, type SiteFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, startInstance, type TestApp } from './helpers/test-app';

/** Issue 14 §2: operators edit sites, company info, discount codes, bundles and gifts; every write audited. */
describe('admin API: the operators’ resources', () => {
  let t: TestApp;
  let site: SiteFixture;
  let operator: Agent;
  let operatorId: number;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    site = await createSite(t.db, { is_default: true, countries: ['NL', 'DE', 'GB'] });
    await createCompanyInfo(t.db, site.id);
    await createBundles(t.db, site.id);
    const signedIn = await signedInAdmin(t, 'operator');
    operator = signedIn.agent;
    operatorId = signedIn.admin.id;
  });
  afterAll(() => t.close());

  const put = (path: string, body: unknown) =>
    operator
      .put(path)
      .set('X-Request-Type', 'client')
      .send(body as object);
  const post = (path: string, body: unknown) =>
    operator
      .post(path)
      .set('X-Request-Type', 'client')
      .send(body as object);
  const auditOf = async (resource: string, recordId: number | string) =>
    (await t.db.query(
      `SELECT admin_id, action, before, after FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id`,
      [resource, String(recordId)],
    )) as {
      admin_id: number;
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
    }[];
  const auditCount = async () =>
    ((await t.db.query(`SELECT count(*)::int AS n FROM audit_log`)) as [{ n: number }])[0].n;
  const settingsOf = async (http: TestApp['http'] = t.http) =>
    (await request(http).get(`/api/settings.php?domain=${site.domain}`).expect(200)).body as Record<
      string,
      unknown
    >;

  describe('sites', () => {
    it('lists and shows every setting of SPEC §3, never the push private key, filtered by name or domain', async () => {
      const list = await operator
        .get(`/admin/api/sites?filter=${encodeURIComponent(JSON.stringify({ q: site.domain }))}`)
        .expect(200);
      expect(list.headers['content-range']).toBe('sites 0-0/1');
      expect(list.body[0]).toMatchObject({ id: site.id, domain: site.domain, countries: ['NL', 'DE', 'GB'] });
      const one = await operator.get(`/admin/api/sites/${site.id}`).expect(200);
      for (const field of [
        'message_length',
        'signups',
        'minimum_message_costs',
        'search_fields',
        'refund_days',
      ])
        expect(one.body).toHaveProperty(field);
      expect(one.body).not.toHaveProperty('push_private_key');
      await operator.get('/admin/api/sites/999999').expect(404);
    });

    it('changes a setting: members see it at once, the audit entry holds before and after', async () => {
      const before = (await operator.get(`/admin/api/sites/${site.id}`).expect(200)).body;
      expect((await settingsOf()).message_length).toBe(1000);
      // The console sends the whole record back, read-only fields included.
      const updated = await put(`/admin/api/sites/${site.id}`, {
        ...before,
        message_length: 240,
        name: 'Renamed',
      }).expect(200);
      expect(updated.body).toMatchObject({ message_length: 240, name: 'Renamed' });
      expect(await settingsOf()).toMatchObject({ message_length: 240, name: 'Renamed' });
      const [entry] = (await auditOf('sites', site.id)).slice(-1);
      expect(entry).toEqual({
        admin_id: operatorId,
        action: 'sites.update',
        before: { message_length: 1000, name: before.name },
        after: { message_length: 240, name: 'Renamed' },
      });
    });

    it('refuses bad settings with 400 naming the field, and changes nothing', async () => {
      const entries = await auditCount();
      const bad: Record<string, unknown>[] = [
        { message_length: 0 },
        { message_length: '240' },
        { message_credits: 0 },
        { photo_credits: 0 },
        { gift_credits: 0 },
        { message_length: 2 ** 31 },
        { domain: 'not a host' },
        { countries: ['X1'] },
        { countries: [] },
        { signups: 'some' },
        { support_email: 'nobody' },
        { minimum_message_costs: { NL: { costs: -1, currency: 'EUR' } } },
        { minimum_message_costs: { NL: { costs: 5, currency: 'XXX' } } },
        { time_zone: 'Mars/Olympus' },
        { search_fields: ['shoe_size'] },
        { refund_days: 1.5 },
        { push_private_key: 'x' },
        { unknown_setting: 1 },
        { visible_profile_notes: { about: 'one text for every language' } },
        { visible_profile_notes: { about: { de: 'Ohne Englisch' } } },
        { visible_profile_notes: { about: { en: 'Checked', pt: 'Verificado' } } },
        { visible_profile_notes: { about: { en: 'Checked', de: 'x'.repeat(501) } } },
        { visible_profile_notes: { about: { en: ['Checked'] } } },
        { visible_profile_notes: { About: { en: 'Checked' } } },
        {
          visible_profile_notes: Object.fromEntries(
            Array.from({ length: 21 }, (_, i) => [`field_${'x'.repeat(i)}`, { en: 'Checked' }]),
          ),
        },
        { visible_profile_notes: 'Checked' },
        { index_title: 'one title for every language' },
        { index_title: { de: 'Ohne Englisch' } },
        { index_title: { en: '', de: 'Ohne Englisch' } },
        { description: { en: 'Meet', pt: 'Conhecer' } },
        { index_title: { en: 'x'.repeat(201) } },
        { fictional_singular: { en: 'fictional', de: 'x'.repeat(101) } },
        { fictional_plural: { en: ['fictional'] } },
        { fictional_warning: [{ en: 'Some are fictional' }] },
        { fictional_warning: null },
        { description: 42 },
      ];
      for (const body of bad) {
        const response = await put(`/admin/api/sites/${site.id}`, body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        expect(response.body).toMatchObject({ error: 'invalid_field' });
        expect(response.body.message).toEqual(expect.stringContaining(Object.keys(body)[0]!));
      }
      await put('/admin/api/sites/abc', { name: 'x' }).expect(404);
      expect(await auditCount()).toBe(entries);
      expect((await settingsOf()).message_length).toBe(240);
    });

    it('saves the profile notes per language: each page reads its own, English where none is written', async () => {
      const notes = {
        about: { en: 'Checked by our moderators', de: 'Von unserem Team geprüft', fr: '', it: null },
        interests: { en: 'Chosen from our list', pl: 'Wybrane z naszej listy' },
        body_type: { en: '', de: null },
      };
      const saved = await put(`/admin/api/sites/${site.id}`, { visible_profile_notes: notes }).expect(200);
      const stored = {
        about: { en: 'Checked by our moderators', de: 'Von unserem Team geprüft' },
        interests: { en: 'Chosen from our list', pl: 'Wybrane z naszej listy' },
      };
      expect(saved.body.visible_profile_notes).toEqual(stored);
      expect(
        (await operator.get(`/admin/api/sites/${site.id}`).expect(200)).body.visible_profile_notes,
      ).toEqual(stored);
      expect((await auditOf('sites', site.id)).slice(-1)[0]!.after).toEqual({
        visible_profile_notes: stored,
      });
      const notesIn = async (lang: string) =>
        (
          await request(t.http)
            .get(`/api/settings.php?domain=${site.domain}`)
            .set('Cookie', `lang=${lang}`)
            .expect(200)
        ).body.visible_profile_notes;
      expect(await notesIn('de')).toEqual({
        about: 'Von unserem Team geprüft',
        interests: 'Chosen from our list',
      });
      expect(await notesIn('pl')).toEqual({
        about: 'Checked by our moderators',
        interests: 'Wybrane z naszej listy',
      });
      expect(await notesIn('nl')).toEqual({
        about: 'Checked by our moderators',
        interests: 'Chosen from our list',
      });
    });

    it('saves the site’s own texts per language: each page reads its own, English where none is written', async () => {
      const texts = {
        index_title: { en: ' Meet singles ', de: 'Singles treffen', fr: '', it: null },
        fictional_singular: { en: 'fictional profile', pl: 'profil fikcyjny' },
        fictional_plural: { en: 'fictional profiles', de: 'erfundene Profile' },
        fictional_warning: { en: 'Some profiles are fictional.', nl: 'Sommige profielen zijn fictief.' },
        description: {},
      };
      const stored = {
        index_title: { en: 'Meet singles', de: 'Singles treffen' },
        fictional_singular: { en: 'fictional profile', pl: 'profil fikcyjny' },
        fictional_plural: { en: 'fictional profiles', de: 'erfundene Profile' },
        fictional_warning: { en: 'Some profiles are fictional.', nl: 'Sommige profielen zijn fictief.' },
        description: { en: '' },
      };
      const saved = await put(`/admin/api/sites/${site.id}`, texts).expect(200);
      expect(saved.body).toMatchObject(stored);
      expect((await operator.get(`/admin/api/sites/${site.id}`).expect(200)).body).toMatchObject(stored);
      expect((await auditOf('sites', site.id)).slice(-1)[0]!.after).toEqual(stored);
      const textsIn = async (lang: string) => {
        const body = (
          await request(t.http)
            .get(`/api/settings.php?domain=${site.domain}`)
            .set('Cookie', `lang=${lang}`)
            .expect(200)
        ).body;
        return [
          body.index_title,
          body.fictional_singular,
          body.fictional_plural,
          body.fictional_warning,
          body.description,
        ];
      };
      expect(await textsIn('de')).toEqual([
        'Singles treffen',
        'fictional profile',
        'erfundene Profile',
        'Some profiles are fictional.',
        '',
      ]);
      expect(await textsIn('pl')).toEqual([
        'Meet singles',
        'profil fikcyjny',
        'fictional profiles',
        'Some profiles are fictional.',
        '',
      ]);
      expect(await textsIn('nl')).toEqual([
        'Meet singles',
        'fictional profile',
        'fictional profiles',
        'Sommige profielen zijn fictief.',
        '',
      ]);
    });

    it('a settings change is seen by a second instance without restart', async () => {
      let second: NestExpressApplication | undefined;
      try {
        second = await startInstance(t.clock);
        const secondHttp = second.getHttpServer();
        // The second instance has the settings cached (the clock does not move: no expiry helps).
        expect((await settingsOf(secondHttp)).message_length).toBe(240);
        await put(`/admin/api/sites/${site.id}`, { message_length: 321, signups: 'none' }).expect(200);
        // The change's row-change notice reaches the second instance, which drops its cached settings.
        await second.get(RowChangeFeed).settle();
        expect(await settingsOf(secondHttp)).toMatchObject({ message_length: 321, signups: 'none' });
        // A closed site refuses signups on the second instance too, then opens again.
        await request(secondHttp)
          .post('/api/signup.php')
          .set('Host', site.domain)
          .set('X-Request-Type', 'client')
          .send({})
          .expect(403);
        await put(`/admin/api/sites/${site.id}`, { signups: 'all' }).expect(200);
        await second.get(RowChangeFeed).settle();
        expect((await settingsOf(secondHttp)).signups).toBe('all');
      } finally {
        await second?.close();
      }
    });
  });

  describe('company_info', () => {
    it('edits the company behind a site (id = site id), audited, and the public call shows it', async () => {
      const list = await operator.get('/admin/api/company_info').expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ id: site.id, name: 'Test Company B.V.', domain: site.domain }),
      ]);
      const updated = await put(`/admin/api/company_info/${site.id}`, {
        ...list.body[0],
        name: 'Renamed B.V.',
        tradenames: ['Kindred', 'Renamed'],
        delete_discount: 30,
      }).expect(200);
      expect(updated.body).toMatchObject({ name: 'Renamed B.V.', delete_discount: 30 });
      const company = await request(t.http).get(`/api/companyinfo.php?domain=${site.domain}`).expect(200);
      expect(company.body).toMatchObject({
        name: 'Renamed B.V.',
        tradenames: ['Kindred', 'Renamed'],
        delete_discount: 30,
      });
      const [entry] = await auditOf('company_info', site.id);
      expect(entry).toMatchObject({
        action: 'company_info.update',
        before: { name: 'Test Company B.V.', delete_discount: 50, tradenames: ['Test Site'] },
        after: { name: 'Renamed B.V.', delete_discount: 30, tradenames: ['Kindred', 'Renamed'] },
      });
      for (const body of [{ delete_discount: 101 }, { vat_numbers: ['nl 12'] }, { name: '' }, { kvk: 5 }])
        await put(`/admin/api/company_info/${site.id}`, body).expect(400);
    });
  });

  describe('discount_codes', () => {
    it('creates a code a member then uses; the code shows its usage count and who used it', async () => {
      const created = await post('/admin/api/discount_codes', {
        site_id: site.id,
        code: 'autumn30',
        percentage: 30,
        minimum: 0,
        country: 'NL',
        valid_until: '2099-01-01T00:00:00Z',
      }).expect(201);
      expect(created.body).toMatchObject({
        code: 'AUTUMN30',
        percentage: 30,
        country: 'NL',
        active: true,
        usage_count: 0,
      });
      const id = created.body.id as number;
      expect(await auditOf('discount_codes', id)).toEqual([
        expect.objectContaining({
          action: 'discount_codes.create',
          before: null,
          after: expect.objectContaining({ code: 'AUTUMN30' }),
        }),
      ]);

      const { agent, user } = await signUp(t);
      const bundles = (await agent.get('/api/bundles.php').expect(200)).body.bundles as { id: number }[];
      const placed = await agent
        .post('/api/orders.php')
        .set('X-Request-Type', 'client')
        .send({
          client_id: randomUUID(),
          bundle_id: bundles[0]!.id,
          payment_method: 'ideal',
          discount_code: 'autumn30',
        })
        .expect(201);
      expect(placed.body.order).toMatchObject({ discount_percentage: 30 });

      expect((await operator.get(`/admin/api/discount_codes/${id}`).expect(200)).body.usage_count).toBe(1);
      const uses = await operator.get(`/admin/api/discount_codes/${id}/uses`).expect(200);
      expect(uses.body).toEqual([
        expect.objectContaining({ account_id: user.id, order_id: placed.body.order.id }),
      ]);
      await post('/admin/api/discount_codes', { site_id: site.id, code: 'AUTUMN30', percentage: 10 }).expect(
        409,
      );
    });

    it('edits validity dates and deactivates: members no longer find the code, each write audited', async () => {
      const { body: code } = await post('/admin/api/discount_codes', {
        site_id: site.id,
        code: 'LATER10',
        percentage: 10,
      }).expect(201);
      const { agent } = await signUp(t);
      await agent.get('/api/discountcode.php?code=LATER10').expect(200);
      const edited = await put(`/admin/api/discount_codes/${code.id}`, {
        ...code,
        valid_from: '2099-01-01',
      }).expect(200);
      expect(edited.body.valid_from).toBe('2099-01-01T00:00:00.000Z');
      await agent.get('/api/discountcode.php?code=LATER10').expect(404);
      await put(`/admin/api/discount_codes/${code.id}`, { valid_from: null }).expect(200);
      await agent.get('/api/discountcode.php?code=LATER10').expect(200);
      const deactivated = await operator
        .delete(`/admin/api/discount_codes/${code.id}`)
        .set('X-Request-Type', 'client')
        .expect(200);
      expect(deactivated.body.active).toBe(false);
      await agent.get('/api/discountcode.php?code=LATER10').expect(404);
      const entries = await auditOf('discount_codes', code.id);
      expect(entries.map((entry) => entry.action)).toEqual([
        'discount_codes.create',
        'discount_codes.update',
        'discount_codes.update',
        'discount_codes.deactivate',
      ]);
      expect(entries[1]).toMatchObject({
        before: { valid_from: null },
        after: { valid_from: '2099-01-01T00:00:00.000Z' },
      });
      expect(entries[3]).toMatchObject({ before: { active: true }, after: { active: false } });
    });

    it('one code per site whatever runs at once: parallel creates and renames, one wins, the others 409', async () => {
      const creates = await Promise.all(
        Array.from({ length: 6 }, () =>
          post('/admin/api/discount_codes', { site_id: site.id, code: 'RACE6', percentage: 6 }),
        ),
      );
      expect(creates.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const [won] = creates.filter((response) => response.status === 201);
      expect(await auditOf('discount_codes', won!.body.id as number)).toHaveLength(1);

      const { body: a } = await post('/admin/api/discount_codes', {
        site_id: site.id,
        code: 'RACEA',
        percentage: 5,
      });
      const { body: b } = await post('/admin/api/discount_codes', {
        site_id: site.id,
        code: 'RACEB',
        percentage: 5,
      });
      const renames = await Promise.all(
        [a, b, a, b].map((code: { id: number }) =>
          put(`/admin/api/discount_codes/${code.id}`, { code: 'RACEWIN' }),
        ),
      );
      expect(renames.map((response) => response.status).sort()).toEqual([200, 200, 409, 409].sort());
      const named = (await t.db.query(
        `SELECT count(*)::int AS n FROM discount_codes WHERE code = 'RACEWIN'`,
      )) as [{ n: number }];
      expect(named[0].n).toBe(1);
    });

    it('refuses bad codes with 400 and changes nothing', async () => {
      const entries = await auditCount();
      const base = { site_id: site.id, code: 'GOOD5', percentage: 5 };
      for (const body of [
        { ...base, percentage: 0 },
        { ...base, percentage: 91 },
        { ...base, code: 'with space' },
        { ...base, code: 'TIMEBONUS25' },
        { ...base, minimum: -1 },
        { ...base, country: 'Netherlands' },
        { ...base, valid_from: '2026-13-01' },
        { ...base, valid_from: '2030-01-02', valid_until: '2030-01-01' },
        { ...base, site_id: 999999 },
        { code: 'NOSITE', percentage: 5 },
        { ...base, usage: 5 },
      ])
        await post('/admin/api/discount_codes', body).expect(400);
      expect(await auditCount()).toBe(entries);
    });
  });

  describe('bundles', () => {
    it('creates a bundle with prices per country that members of that country see; edits prices, audited', async () => {
      const created = await post('/admin/api/bundles', {
        site_id: site.id,
        credits: 100,
        sort: 5,
        prices: [
          { country: 'NL', currency: 'EUR', amount: 4999 },
          { country: 'GB', currency: 'GBP', amount: 3999 },
        ],
      }).expect(201);
      const id = created.body.id as number;
      const nl = await request(t.http).get('/api/bundles.php?country=NL').expect(200);
      expect(nl.body.bundles).toContainEqual(expect.objectContaining({ id, credits: 100, price: 4999 }));
      const edited = await put(`/admin/api/bundles/${id}`, {
        ...created.body,
        prices: [{ country: 'NL', currency: 'EUR', amount: 4499 }],
      }).expect(200);
      expect(edited.body.prices).toEqual([{ country: 'NL', currency: 'EUR', amount: 4499 }]);
      const gb = await request(t.http).get('/api/bundles.php?country=GB').expect(200);
      expect(gb.body.bundles.map((bundle: { id: number }) => bundle.id)).not.toContain(id);
      const entries = await auditOf('bundles', id);
      expect(entries.map((entry) => entry.action)).toEqual(['bundles.create', 'bundles.update']);
      expect(entries[1]!.before!.prices).toHaveLength(2);
      expect(entries[1]!.after.prices).toEqual([{ country: 'NL', currency: 'EUR', amount: 4499 }]);
      const filtered = await operator
        .get(`/admin/api/bundles?filter=${encodeURIComponent('{"country":"GB"}')}`)
        .expect(200);
      expect(filtered.body.map((bundle: { id: number }) => bundle.id)).not.toContain(id);
      for (const body of [
        { prices: [{ country: 'NL', currency: 'EUR', amount: 0 }] },
        {
          prices: [
            { country: 'NL', currency: 'EUR', amount: 1 },
            { country: 'NL', currency: 'EUR', amount: 2 },
          ],
        },
        { prices: [{ country: 'NL', currency: 'BTC', amount: 1 }] },
        { credits: 0 },
      ])
        await put(`/admin/api/bundles/${id}`, body).expect(400);
      await put(`/admin/api/bundles/${id}`, { credits: 10 }).expect(409); // the fixture's small bundle
    });
  });

  describe('gifts', () => {
    it('adds a gift named in every language, reorders and withdraws it; members see the catalogue change', async () => {
      const names = {
        en: 'Tulip',
        de: 'Tulpe',
        es: 'Tulipán',
        fr: 'Tulipe',
        it: 'Tulipano',
        nl: 'Tulp',
        pl: 'Tulipan',
      };
      const created = await post('/admin/api/gifts', {
        site_id: site.id,
        slug: 'tulip',
        image: 'gifts/tulip.svg',
        names,
        sort: 1,
      }).expect(201);
      const id = created.body.id as number;
      const { agent } = await signUp(t, { language: 'nl' });
      const catalogue = async () =>
        (await agent.get('/api/gifts.php').set('Accept-Language', 'nl').expect(200)).body.gifts as {
          id: number;
          name: string;
        }[];
      expect(await catalogue()).toContainEqual(expect.objectContaining({ id, name: 'Tulp' }));
      await put(`/admin/api/gifts/${id}`, { ...created.body, active: false }).expect(200);
      expect((await catalogue()).map((gift) => gift.id)).not.toContain(id);
      const entries = await auditOf('gifts', id);
      expect(entries.map((entry) => entry.action)).toEqual(['gifts.create', 'gifts.update']);
      expect(entries[1]).toMatchObject({ before: { active: true }, after: { active: false } });
      for (const body of [
        { names: { de: 'Tulpe' } },
        { names: { en: '' } },
        { names: { xx: 'Tulip', en: 'Tulip' } },
        { image: 'C:\\x.exe' },
        { slug: 'Tulip!' },
      ])
        await put(`/admin/api/gifts/${id}`, body).expect(400);
      // a slug the site has already: 409 naming the field, so the console marks it
      const twin = await post('/admin/api/gifts', {
        site_id: site.id,
        slug: 'tulip',
        image: 'gifts/tulip.svg',
        names,
        sort: 2,
      }).expect(409);
      expect(twin.body).toEqual({
        error: 'slug_taken',
        message: expect.any(String),
        fields: { slug: twin.body.message },
      });
    });
  });
});
