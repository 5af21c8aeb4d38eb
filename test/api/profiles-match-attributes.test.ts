import { EventBus, QueryBus } from '@nestjs/cqrs';
import {
  GetMatchPreferencesQuery,
  ProfileUpdated,
  type MatchPreferences,
} from '../../server/src/profiles/profiles.contracts';
import { createSite } from './helpers/fixtures';
import { saveLanguage, signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

/** The match finder's profile attributes: appearance, and ethnicity only with consent (GDPR art. 9). */
describe('match-finder attributes on the own profile (PUT /api/profile.php)', () => {
  let t: TestApp;
  const events: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true });
    t.app.get(EventBus).subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());

  const put = (agent: Agent, body: object) =>
    agent.put('/api/profile.php').set('X-Request-Type', 'client').send(body);
  const stored = async (id: number) =>
    (
      (await t.db.query(`SELECT appearance, ethnicity, ethnicity_consent_at FROM profiles WHERE id = $1`, [
        id,
      ])) as [{ appearance: string | null; ethnicity: string | null; ethnicity_consent_at: Date | null }]
    )[0];
  const preferences = (ids: number[]): Promise<Map<number, MatchPreferences>> =>
    t.app.get(QueryBus).execute(new GetMatchPreferencesQuery(ids));

  it('sets and clears the appearance, and publishes ProfileUpdated as any profile edit', async () => {
    const { agent, user } = await signUp(t);
    const before = await agent.get('/api/profile.php').expect(200);
    expect(before.body.profile).toMatchObject({
      appearance: null,
      ethnicity: null,
      ethnicity_consent_at: null,
    });

    const set = await put(agent, { appearance: 'sexy' }).expect(200);
    expect(set.body.profile.appearance).toBe('sexy');
    expect(events).toContainEqual(
      expect.objectContaining({ profileId: user.profile.id, fields: ['appearance'] }),
    );
    expect(events.at(-1)).toBeInstanceOf(ProfileUpdated);

    const cleared = await put(agent, { appearance: null }).expect(200);
    expect(cleared.body.profile.appearance).toBeNull();
    expect((await stored(user.profile.id)).appearance).toBeNull();
  });

  it('refuses an ethnicity without consent, with a translated message, and stores nothing', async () => {
    const { agent, user } = await signUp(t);
    const refused = await put(agent, { ethnicity: 'white', appearance: 'normal' }).expect(400);
    expect(refused.body).toMatchObject({
      error: 'validation_failed',
      message: 'To save your ethnicity, tick the box to agree that we use it to rank match-finder results.',
      fields: { ethnicity_consent: expect.any(String) },
    });
    await saveLanguage(agent, 'de');
    const german = await put(agent, { ethnicity: 'white', ethnicity_consent: false }).expect(400);
    expect(german.body.message).toMatch(/^Um deine Herkunft zu speichern/);
    // all or nothing: the appearance sent with the refused ethnicity was not kept either
    expect(await stored(user.profile.id)).toEqual({
      appearance: null,
      ethnicity: null,
      ethnicity_consent_at: null,
    });
  });

  it('stores the ethnicity with the consent time, and withdrawing the consent removes it at once', async () => {
    const { agent, user } = await signUp(t);
    const given = await put(agent, { ethnicity: 'other', ethnicity_consent: true }).expect(200);
    expect(given.body.profile).toMatchObject({
      ethnicity: 'other',
      ethnicity_consent_at: t.clock.now().toISOString(),
    });
    expect(await stored(user.profile.id)).toEqual({
      appearance: null,
      ethnicity: 'other',
      ethnicity_consent_at: t.clock.now(),
    });
    expect((await preferences([user.profile.id])).get(user.profile.id)).toEqual({
      appearance: null,
      ethnicity: 'other',
    });

    events.length = 0;
    const withdrawn = await put(agent, { ethnicity_consent: false }).expect(200);
    expect(withdrawn.body.profile).toMatchObject({ ethnicity: null, ethnicity_consent_at: null });
    expect(await stored(user.profile.id)).toEqual({
      appearance: null,
      ethnicity: null,
      ethnicity_consent_at: null,
    });
    // search's read model hears that the ethnicity changed, and drops it
    expect(events).toContainEqual(
      expect.objectContaining({ profileId: user.profile.id, fields: ['ethnicity'] }),
    );
    expect((await preferences([user.profile.id])).get(user.profile.id)).toEqual({
      appearance: null,
      ethnicity: null,
    });
  });

  it('never shows appearance or ethnicity to another member, in the profile or the cards', async () => {
    const owner = await signUp(t, { name: 'Olivia', gender: 'female', seeking: 'male' });
    await put(owner.agent, { appearance: 'sexy', ethnicity: 'white', ethnicity_consent: true }).expect(200);
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [owner.user.id]);
    const viewer = await signUp(t, { name: 'Victor', gender: 'male', seeking: 'female' });
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [viewer.user.id]);

    const profile = await viewer.agent.get(`/api/member.php?id=${owner.user.id}`).expect(200);
    expect(profile.body.member.name).toBe('Olivia');
    await owner.agent.post('/api/like.php').set('X-Request-Type', 'client').send({ id: viewer.user.id });
    await viewer.agent.post('/api/like.php').set('X-Request-Type', 'client').send({ id: owner.user.id });
    const likes = await viewer.agent.get('/api/likes.php').expect(200);
    expect(likes.body.matches.map((card: { id: number }) => card.id)).toContain(owner.user.id);
    const suggestions = await viewer.agent.get('/api/signup-matches.php').expect(200);
    for (const body of [profile.body, likes.body, suggestions.body]) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/appearance|ethnicity|consent/);
      expect(text).not.toMatch(/"sexy"|"white"/);
    }
  });

  it('answers the preferences of many profiles by id, unknown ids left out', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await put(a.agent, { appearance: 'normal', ethnicity: 'white', ethnicity_consent: true }).expect(200);
    await put(b.agent, { appearance: 'sexy' }).expect(200);
    // a row written around the rules (an operator's SQL) cannot hold an ethnicity without consent
    await expect(
      t.db.query(`UPDATE profiles SET ethnicity = 'other', ethnicity_consent_at = NULL WHERE id = $1`, [
        b.user.id,
      ]),
    ).rejects.toThrow(/profiles_ethnicity_consent/);

    const found = await preferences([a.user.id, b.user.id, 2_000_000_000]);
    expect([...found.entries()].sort(([x], [y]) => x - y)).toEqual([
      [a.user.id, { appearance: 'normal', ethnicity: 'white' }],
      [b.user.id, { appearance: 'sexy', ethnicity: null }],
    ]);
    expect((await preferences([])).size).toBe(0);
  });

  it('answers bad values with 400 {error, message}, never 500, and changes nothing', async () => {
    const { agent, user } = await signUp(t);
    const bad: object[] = [
      { appearance: 'gorgeous' },
      { appearance: 1 },
      { appearance: ['sexy'] },
      { appearance: { x: 1 } },
      { ethnicity: 'asian', ethnicity_consent: true },
      { ethnicity: true, ethnicity_consent: true },
      { ethnicity: 'white', ethnicity_consent: 'true' },
      { ethnicity: 'white', ethnicity_consent: 1 },
      { ethnicity_consent: null },
      { ethnicity: 'x'.repeat(5000), ethnicity_consent: true },
    ];
    for (const body of bad) {
      const response = await put(agent, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body).toEqual(
        expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
      );
    }
    expect(await stored(user.profile.id)).toEqual({
      appearance: null,
      ethnicity: null,
      ethnicity_consent_at: null,
    });
  });
});
