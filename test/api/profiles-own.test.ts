import { EventBus } from '@nestjs/cqrs';
import request from 'supertest';
import { ProfileUpdated } from '../../server/src/profiles/profiles.contracts';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('own profile (GET/PUT /api/profile.php)', () => {
  let t: TestApp;
  const events: unknown[] = [];
  let regions: Record<string, number>;
  let interests: number[];

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true });
    t.app.get(EventBus).subscribe((event) => events.push(event));
    const rows = (await t.db.query(
      `INSERT INTO regions (country, code, name) VALUES
         ('NL', 'UT', 'Utrecht'), ('NL', 'NH', 'Noord-Holland'), ('DE', 'BE', 'Berlin')
       ON CONFLICT (country, code) DO UPDATE SET name = EXCLUDED.name RETURNING id, country, code`,
    )) as { id: number; country: string; code: string }[];
    regions = Object.fromEntries(rows.map((r) => [`${r.country.trim()}-${r.code}`, r.id]));
    const created = (await t.db.query(
      `INSERT INTO interests (slug, sort, labels) VALUES
         ('own-test-music', 1, '{"en":"Music"}'), ('own-test-travel', 2, '{"en":"Travel"}')
       ON CONFLICT (slug) DO UPDATE SET sort = EXCLUDED.sort RETURNING id`,
    )) as { id: number }[];
    interests = created.map((row) => row.id);
  });
  afterAll(() => t.close());

  const put = (agent: Awaited<ReturnType<typeof signUp>>['agent'], body: object) =>
    agent.put('/api/profile.php').set('X-Request-Type', 'client').send(body);

  it('answers the whole profile to its owner only', async () => {
    const { agent, user } = await signUp(t, { name: 'Olga', city: 'Utrecht' });
    const { body } = await agent.get('/api/profile.php').expect(200);
    expect(body.profile).toMatchObject({
      id: user.profile.id,
      name: 'Olga',
      gender: 'female',
      seeking: 'male',
      sexuality: 'hetero',
      date_of_birth: '1990-05-17',
      country: 'NL',
      city: 'Utrecht',
      interests: [],
      hair_color: null,
      about: 'Hi there!', // the signup message
      main_image: null,
      photo_count: 0,
      geocode: null,
    });
    const visitor = await request(t.http).get('/api/profile.php').expect(403);
    expect(visitor.body.error).toBe('authentication_required');
    await request(t.http)
      .put('/api/profile.php')
      .set('X-Request-Type', 'client')
      .send({ name: 'X' })
      .expect(403);
  });

  it('saves every field, derives the sexuality and publishes ProfileUpdated', async () => {
    const { agent, user } = await signUp(t);
    const { body } = await put(agent, {
      name: 'Anna Maria',
      seeking: 'female',
      date_of_birth: '1988-03-04',
      country: 'NL',
      region_id: regions['NL-UT'],
      city: 'Amersfoort',
      interests: [interests[1], interests[0]],
      hair_color: 'red',
      eye_color: 'green',
      body_type: 'athletic',
      relationship_status: 'single',
      about: '  Coffee first.  ',
    }).expect(200);
    expect(body.profile).toMatchObject({
      name: 'Anna Maria',
      seeking: 'female',
      sexuality: 'lesbian',
      date_of_birth: '1988-03-04',
      region_id: regions['NL-UT'],
      region: 'Utrecht',
      city: 'Amersfoort',
      interests: [...interests].sort((a, b) => a - b),
      hair_color: 'red',
      eye_color: 'green',
      body_type: 'athletic',
      relationship_status: 'single',
      about: 'Coffee first.',
    });
    expect((await agent.get('/api/profile.php').expect(200)).body.profile.about).toBe('Coffee first.');
    expect(
      events.some(
        (e) => e instanceof ProfileUpdated && e.profileId === user.profile.id && e.fields.includes('about'),
      ),
    ).toBe(true);
    // a detail can be cleared again
    const cleared = await put(agent, { hair_color: null, interests: [] }).expect(200);
    expect(cleared.body.profile).toMatchObject({ hair_color: null, interests: [] });
  });

  it("gives the signup's messages in the member's language and saves nothing when one field is bad", async () => {
    const { agent } = await signUp(t, { name: 'Berta', language: 'de' });
    const before = (await agent.get('/api/profile.php').expect(200)).body.profile;

    const response = await put(agent, {
      name: 'Berta Neu',
      date_of_birth: '2015-01-01',
      eye_color: 'purple',
    }).expect(400);
    expect(response.body.error).toBe('validation_failed');
    expect(response.body.fields.date_of_birth).toMatch(/18\+/);
    expect(response.body.fields.date_of_birth).not.toBe('Enter your date of birth (18+)');
    expect(Object.keys(response.body.fields).sort()).toEqual(['date_of_birth', 'eye_color']);
    expect((await agent.get('/api/profile.php').expect(200)).body.profile).toEqual(before);

    const at = await put(agent, { name: '@berta' }).expect(400);
    expect(at.body.fields.name).toBeTruthy();
    const english = await signUp(t);
    const messages = async (body: object) => (await put(english.agent, body).expect(400)).body.fields;
    expect(await messages({ name: '@anna' })).toEqual({ name: 'Username may not start with @' });
    expect(await messages({ name: 'anna@example.com' })).toEqual({
      name: 'Username may not be the same as your e-mail address',
    });
    expect(await messages({ date_of_birth: '1990-02-30' })).toEqual({
      date_of_birth: 'Invalid date of birth.',
    });
    expect(await messages({ date_of_birth: '2012-02-03' })).toEqual({
      date_of_birth: 'Enter your date of birth (18+)',
    });
    expect(await messages({ about: 'x'.repeat(2001) })).toEqual({
      about: 'Your text may be at most 2000 characters long.',
    });
    expect(await messages({ interests: [999999] })).toEqual({ interests: 'Choose interests from the list.' });
  });

  it('keeps the region within the country and clears it when only the country changes', async () => {
    const { agent } = await signUp(t);
    await put(agent, { region_id: regions['NL-NH'] }).expect(200);
    const wrong = await put(agent, { country: 'DE', region_id: regions['NL-UT'] }).expect(400);
    expect(wrong.body.fields).toEqual({ region_id: 'Choose a region of the selected country.' });
    const moved = await put(agent, { country: 'DE', city: 'Berlin' }).expect(200);
    expect(moved.body.profile).toMatchObject({ country: 'DE', region_id: null, city: 'Berlin' });
    const unknown = await put(agent, { country: 'US' }).expect(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['country']);
  });

  it('never changes another member: an id in the body is ignored', async () => {
    const { agent } = await signUp(t, { name: 'Mallory' });
    const { agent: victimAgent, user: victim } = await signUp(t, { name: 'Victim' });
    await put(agent, { id: victim.profile.id, name: 'Hacked' }).expect(200);
    expect((await victimAgent.get('/api/profile.php').expect(200)).body.profile.name).toBe('Victim');
    expect((await agent.get('/api/profile.php').expect(200)).body.profile.name).toBe('Hacked');
  });
});
