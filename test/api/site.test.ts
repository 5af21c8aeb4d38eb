import request from 'supertest';
import { LocalisedProfileNotes1763900003100 } from '../../db/migrations/1763900003100-localised-profile-notes';
import { LocalisedSiteTexts1763900003200 } from '../../db/migrations/1763900003200-localised-site-texts';
import { createCompanyInfo, createSite, TEST_VAPID } from './helpers/fixtures';
import { RowChangeFeed } from '../../server/src/shared/database/row-change-feed';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

const SETTINGS_FIELDS = [
  'name',
  'domain',
  'domain_language',
  'cdn_prefix',
  'description',
  'index_title',
  'countries',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'geoip_country',
  'geoip_selected_country',
  'enable_site_entry_popup',
  'push_public_key',
  'minimum_message_costs',
  'fictional_icon',
  'visible_profile_fields',
  'visible_profile_notes',
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'message_length',
  'support_email',
  'search_fields',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'refund_days',
  'member_resell',
  'photo_moderation',
];

describe('site calls', () => {
  let t: TestApp;
  let defaultDomain: string;
  let germanDomain: string;

  beforeAll(async () => {
    t = await createTestApp();
    const main = await createSite(t.db, { is_default: true, name: 'Main Site' });
    const german = await createSite(t.db, {
      name: 'Deutsche Seite',
      domain_language: 'de-DE',
      countries: ['DE', 'AT'],
    });
    defaultDomain = main.domain;
    germanDomain = german.domain;
    await createCompanyInfo(t.db, main.id, 'Main Company B.V.');
    await createCompanyInfo(t.db, german.id, 'German Company GmbH');
    await t.db.query(
      `INSERT INTO interests (slug, sort, labels) VALUES ('coffee', 2, $1), ('travel', 1, $2)`,
      [JSON.stringify({ en: 'Coffee', de: 'Kaffee' }), JSON.stringify({ en: 'Travel', de: 'Reisen' })],
    );
    await t.db.query(
      `INSERT INTO regions (country, code, name) VALUES ('NL','NL-NH','Noord-Holland'), ('DE','DE-BY','Bayern'), ('DE','DE-BE','Berlin')`,
    );
  });
  afterAll(() => t.close());

  describe('GET /api/settings.php', () => {
    it('answers every settings field for the requesting host', async () => {
      const response = await request(t.http)
        .get('/api/settings.php')
        .set('Host', `${germanDomain}:3000`)
        .expect(200);
      expect(Object.keys(response.body).sort()).toEqual([...SETTINGS_FIELDS].sort());
      expect(response.body).toMatchObject({
        name: 'Deutsche Seite',
        domain: germanDomain,
        domain_language: 'de-DE',
      });
      expect(response.body.minimum_message_costs.DE).toEqual({ costs: 99, currency: 'EUR' });
    });

    it('takes the domain from ?domain= when given', async () => {
      const response = await request(t.http).get(`/api/settings.php?domain=${germanDomain}`).expect(200);
      expect(response.body.name).toBe('Deutsche Seite');
    });

    it('falls back to the default site for an unknown domain', async () => {
      const response = await request(t.http).get('/api/settings.php?domain=unknown.example').expect(200);
      expect(response.body).toMatchObject({ name: 'Main Site', domain: defaultDomain });
    });

    it('never serves the push private key', async () => {
      const response = await request(t.http).get('/api/settings.php').expect(200);
      expect(response.body.push_public_key).toBe(TEST_VAPID.publicKey);
      expect(JSON.stringify(response.body)).not.toContain(TEST_VAPID.privateKey);
    });

    it('chooses the country: query, then proxy header, then the first served country', async () => {
      const byQuery = await request(t.http)
        .get(`/api/settings.php?domain=${germanDomain}&country=at`)
        .expect(200);
      expect(byQuery.body.geoip_selected_country).toBe('AT');
      const byHeader = await request(t.http)
        .get(`/api/settings.php?domain=${germanDomain}`)
        .set('X-Country-Code', 'AT')
        .expect(200);
      expect(byHeader.body).toMatchObject({ geoip_country: 'AT', geoip_selected_country: 'AT' });
      const unserved = await request(t.http)
        .get(`/api/settings.php?domain=${germanDomain}`)
        .set('X-Country-Code', 'US')
        .expect(200);
      expect(unserved.body).toMatchObject({ geoip_country: 'US', geoip_selected_country: 'DE' });
    });

    it('ignores the route query passed along', async () => {
      await request(t.http).get(`/api/settings.php?domain=${germanDomain}&t=10&lb=1&ref=abc`).expect(200);
    });

    it.each([
      ['domain=%3Cscript%3E', 'invalid_domain'],
      ['domain=bad..host', 'invalid_domain'],
      [`domain=${'x'.repeat(300)}.com`, 'invalid_domain'],
      ['domain=a&domain=b', 'invalid_query'], // a repeated query key is refused before any route
      ['country=Germany', 'invalid_country'],
      ['country=1', 'invalid_country'],
    ])('refuses ?%s with a clear 400', async (query, code) => {
      const response = await request(t.http).get(`/api/settings.php?${query}`).expect(400);
      expect(response.body.error).toBe(code);
      expect(typeof response.body.message).toBe('string');
    });

    describe('the site’s own texts, in the language the app shows', () => {
      const textsOf = async (call: request.Test) => {
        const body = (await call.expect(200)).body;
        return {
          description: body.description,
          index_title: body.index_title,
          fictional_warning: body.fictional_warning,
          fictional_singular: body.fictional_singular,
          fictional_plural: body.fictional_plural,
        };
      };
      const german = {
        description: 'Eine Test-Datingseite',
        index_title: 'Test Site: Singles kennenlernen',
        fictional_warning: 'Einige Profile sind fiktiv.',
        fictional_singular: 'fiktives Profil',
        fictional_plural: 'fiktive Profile',
      };
      const english = {
        description: 'A test dating site',
        index_title: 'Test Site: meet singles',
        fictional_warning: 'Some profiles are fictional.',
        fictional_singular: 'fictional profile',
        fictional_plural: 'fictional profiles',
      };

      it('answers the German texts to a German visitor (lang cookie) of an English site', async () => {
        expect(
          await textsOf(
            request(t.http).get(`/api/settings.php?domain=${defaultDomain}`).set('Cookie', 'lang=de'),
          ),
        ).toEqual(german);
      });

      it('answers English to a language the texts are not written in, and to English', async () => {
        for (const lang of ['pl', 'en'])
          expect(
            await textsOf(
              request(t.http).get(`/api/settings.php?domain=${defaultDomain}`).set('Cookie', `lang=${lang}`),
            ),
          ).toEqual(english);
      });

      it('follows the member’s saved language, and the German site’s language on a first visit', async () => {
        const { agent } = await signUp(t, { language: 'de' });
        expect(await textsOf(agent.get(`/api/settings.php?domain=${defaultDomain}`))).toEqual(german);
        expect(
          await textsOf(
            request(t.http).get(`/api/settings.php?domain=${germanDomain}`).set('Accept-Language', 'en'),
          ),
        ).toEqual(german);
      });

      it('answers an empty text as empty (the app shows its own wording)', async () => {
        const empty = await createSite(t.db, { index_title: JSON.stringify({ en: '' }) });
        const body = (
          await request(t.http)
            .get(`/api/settings.php?domain=${empty.domain}`)
            .set('Cookie', 'lang=de')
            .expect(200)
        ).body;
        expect(body.index_title).toBe('');
        expect(body.description).toBe('Eine Test-Datingseite');
      });
    });

    describe('the profile notes, in the language the app shows', () => {
      const notesOf = async (call: request.Test) => (await call.expect(200)).body.visible_profile_notes;

      it('answers the German notes to a German page, English where a note has no German', async () => {
        expect(
          await notesOf(
            request(t.http).get(`/api/settings.php?domain=${defaultDomain}`).set('Cookie', 'lang=de'),
          ),
        ).toEqual({ about: 'Erzähl etwas über dich', interests: 'Chosen from our list' });
      });

      it('answers English to a language with no notes', async () => {
        for (const lang of ['fr', 'en'])
          expect(
            await notesOf(
              request(t.http).get(`/api/settings.php?domain=${defaultDomain}`).set('Cookie', `lang=${lang}`),
            ),
          ).toEqual({ about: 'Tell others about yourself', interests: 'Chosen from our list' });
      });

      it('follows the member’s saved language, and the site’s domain_language for a first visit', async () => {
        const { agent } = await signUp(t, { language: 'de' });
        expect(await notesOf(agent.get(`/api/settings.php?domain=${defaultDomain}`))).toMatchObject({
          about: 'Erzähl etwas über dich',
        });
        // No cookie yet: the app asks in its page's default (en) but shows the German site in German.
        const german = await createSite(t.db, {
          domain_language: 'de-DE',
          visible_profile_notes: JSON.stringify({ about: { en: 'Checked', de: 'Geprüft' } }),
        });
        expect(
          await notesOf(
            request(t.http).get(`/api/settings.php?domain=${german.domain}`).set('Accept-Language', 'en'),
          ),
        ).toEqual({ about: 'Geprüft' });
      });
    });

    it('translates errors into the language cookie', async () => {
      const response = await request(t.http)
        .get('/api/settings.php?country=xyz')
        .set('Cookie', 'lang=de')
        .expect(400);
      expect(response.body.message).toBe('Das Land muss ein zweistelliger Ländercode sein.');
    });
  });

  describe('GET /api/companyinfo.php', () => {
    it('answers the company of the requesting site', async () => {
      const response = await request(t.http)
        .get('/api/companyinfo.php')
        .set('Host', germanDomain)
        .expect(200);
      expect(response.body).toEqual({
        name: 'German Company GmbH',
        address: 'Keizersgracht 1',
        kvk: '12345678',
        city: 'Amsterdam',
        country: 'Netherlands',
        tradenames: ['Test Site'],
        vat_numbers: ['NL123456789B01'],
        support_phone: '+31 20 123 4567',
        delete_discount: 50,
      });
    });
  });

  describe('GET /api/manifest.webmanifest', () => {
    it('installs each site under its own name and language, without a session', async () => {
      const response = await request(t.http)
        .get('/api/manifest.webmanifest')
        .set('Host', germanDomain)
        .expect(200);
      expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(response.headers['vary']).toMatch(/Host/);
      const manifest = JSON.parse(response.text);
      expect(manifest).toMatchObject({
        name: 'Deutsche Seite',
        lang: 'de',
        description: 'Eine Test-Datingseite',
        start_url: '/',
        display: 'standalone',
      });
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
      const main = await request(t.http)
        .get('/api/manifest.webmanifest')
        .set('Host', defaultDomain)
        .expect(200);
      expect(JSON.parse(main.text).name).toBe('Main Site');
    });

    it('describes the site in the visitor’s language, in English where it has no text in it', async () => {
      const manifestIn = async (lang: string) =>
        JSON.parse(
          (
            await request(t.http)
              .get('/api/manifest.webmanifest')
              .set('Host', defaultDomain)
              .set('Cookie', `lang=${lang}`)
              .expect(200)
          ).text,
        );
      expect(await manifestIn('de')).toMatchObject({ description: 'Eine Test-Datingseite', lang: 'de' });
      expect(await manifestIn('fr')).toMatchObject({ description: 'A test dating site', lang: 'fr' });
    });
  });

  describe('GET /api/interests.php', () => {
    it('lists interests in sort order, named in the request language', async () => {
      const english = await request(t.http).get('/api/interests.php').expect(200);
      expect(english.body.interests.map((i: { name: string }) => i.name)).toEqual(['Travel', 'Coffee']);
      const german = await request(t.http).get('/api/interests.php').set('Cookie', 'lang=de').expect(200);
      expect(german.body.interests.map((i: { name: string }) => i.name)).toEqual(['Reisen', 'Kaffee']);
    });

    it('names the interests in the language of the URL, which alone decides what caches may keep', async () => {
      const german = await request(t.http)
        .get('/api/interests.php?language=de')
        .set('Cookie', 'lang=fr')
        .set('Accept-Language', 'pl')
        .expect(200);
      expect(german.body.interests.map((i: { name: string }) => i.name)).toEqual(['Reisen', 'Kaffee']);
      expect(german.headers['cache-control']).toBe('public, max-age=3600');

      // without it the answer follows the session (a member's saved language): no cache may reuse it
      const fromSession = await request(t.http)
        .get('/api/interests.php')
        .set('Cookie', 'lang=de')
        .expect(200);
      expect(fromSession.headers['cache-control']).toBe('private, no-cache');
      expect(fromSession.headers.vary).toMatch(/Accept-Language/);
      expect(fromSession.headers.vary).toMatch(/Cookie/);
    });

    it('refuses a language it does not offer', async () => {
      for (const query of ['language=xx', 'language=']) {
        const response = await request(t.http).get(`/api/interests.php?${query}`).expect(400);
        expect(response.body.error).toBe('invalid_language');
      }
      // A repeated key is refused before any route looks at it.
      const repeated = await request(t.http).get('/api/interests.php?language=de&language=fr').expect(400);
      expect(repeated.body.error).toBe('invalid_query');
    });
  });

  describe('GET /api/regions.php', () => {
    it('lists all regions or one country', async () => {
      const all = await request(t.http).get('/api/regions.php').expect(200);
      expect(all.body.regions).toHaveLength(3);
      const german = await request(t.http).get('/api/regions.php?country=de').expect(200);
      expect(german.body.regions.map((r: { name: string }) => r.name)).toEqual(['Bayern', 'Berlin']);
    });

    it('refuses a bad country', async () => {
      const response = await request(t.http).get('/api/regions.php?country=DEU').expect(400);
      expect(response.body.error).toBe('invalid_country');
    });
  });

  describe('GET /api/user.php', () => {
    it('answers {user: null} while logged out', async () => {
      const response = await request(t.http).get('/api/user.php').expect(200);
      expect(response.body).toEqual({ user: null });
    });
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await request(t.http).get('/api/nothing-here.php').expect(404);
    expect(response.body.error).toBe('not_found');
  });

  describe('migration 1763900003100: profile notes per language', () => {
    it('keeps each note as the English one, and as the site’s own language where that is another', async () => {
      const english = await createSite(t.db, {
        visible_profile_notes: JSON.stringify({ about: 'Checked by our team', interests: '' }),
      });
      const german = await createSite(t.db, {
        domain_language: 'de-DE',
        visible_profile_notes: JSON.stringify({ about: 'Von unserem Team geprüft' }),
      });
      const done = await createSite(t.db, {
        visible_profile_notes: JSON.stringify({ about: { en: 'Checked', fr: 'Vérifié' } }),
      });
      const runner = t.db.createQueryRunner();
      try {
        await new LocalisedProfileNotes1763900003100().up(runner);
      } finally {
        await runner.release();
      }
      await t.app.get(RowChangeFeed).settle();
      const notesOf = async (id: number) =>
        (
          (await t.db.query(`SELECT visible_profile_notes AS notes FROM site_settings WHERE id = $1`, [
            id,
          ])) as [{ notes: unknown }]
        )[0].notes;
      expect(await notesOf(english.id)).toEqual({ about: { en: 'Checked by our team' } });
      expect(await notesOf(german.id)).toEqual({
        about: { en: 'Von unserem Team geprüft', de: 'Von unserem Team geprüft' },
      });
      expect(await notesOf(done.id)).toEqual({ about: { en: 'Checked', fr: 'Vérifié' } });
      const settings = await request(t.http)
        .get(`/api/settings.php?domain=${german.domain}`)
        .set('Cookie', 'lang=it')
        .expect(200);
      expect(settings.body.visible_profile_notes).toEqual({ about: 'Von unserem Team geprüft' });
    });
  });

  describe('migration 1763900003200: the site’s own texts per language', () => {
    const TEXT_COLUMNS = [
      'description',
      'index_title',
      'fictional_warning',
      'fictional_singular',
      'fictional_plural',
    ];

    it('keeps each text as the English one, and as the site’s own language where that is another', async () => {
      const runner = t.db.createQueryRunner();
      const textsOf = async (domain: string) =>
        (
          (await runner.query(`SELECT ${TEXT_COLUMNS.join(', ')} FROM site_settings WHERE domain = $1`, [
            domain,
          ])) as Record<string, unknown>[]
        )[0];
      try {
        // the step before: the columns held one text; put three sites in that state, then migrate again
        await runner.startTransaction();
        await new LocalisedSiteTexts1763900003200().down(runner);
        const english = `english-${Date.now()}.test`;
        const german = `german-${Date.now()}.test`;
        const empty = `empty-${Date.now()}.test`;
        const insert = (domain: string, language: string, title: string) =>
          runner.query(
            `INSERT INTO site_settings (domain, name, domain_language, cdn_prefix, countries, signups,
               logged_out_search, logged_out_search_trafficsource, enable_site_entry_popup, push_public_key,
               push_private_key, minimum_message_costs, fictional_icon, visible_profile_fields,
               visible_profile_notes, message_credits, photo_credits, gift_credits, signup_credits,
               message_length, support_email, search_fields, refund_days, member_resell,
               index_title, fictional_singular)
             VALUES ($1, 'Old', $2, '/media', '{NL}', 'all', 'all', 'none', 'no', 'k', 'k', '{}', 'mask', '{}',
               '{}', 1, 2, 5, 3, 1000, 'support@example.test', '{}', 14, false, $3, $4)`,
            [domain, language, title, title ? 'fictional' : ''],
          );
        await insert(english, 'en', 'Meet singles');
        await insert(german, 'de-DE', 'Singles treffen');
        await insert(empty, 'de-DE', '');
        await new LocalisedSiteTexts1763900003200().up(runner);
        expect(await textsOf(english)).toMatchObject({
          index_title: { en: 'Meet singles' },
          fictional_singular: { en: 'fictional' },
          description: { en: '' },
        });
        expect(await textsOf(german)).toMatchObject({
          index_title: { en: 'Singles treffen', de: 'Singles treffen' },
          fictional_singular: { en: 'fictional', de: 'fictional' },
        });
        expect(await textsOf(empty)).toMatchObject({
          index_title: { en: '' },
          fictional_warning: { en: '' },
        });
        // a site from before the round trip keeps its English text
        expect(await textsOf(defaultDomain)).toMatchObject({
          index_title: { en: 'Test Site: meet singles' },
        });
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });
});
