import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { Job } from 'bull';
import { io } from 'socket.io-client';
import { RescoreChatPhotos } from '../../server/src/messaging/jobs/rescore-chat-photos';
import { RescoreProfilePhotos } from '../../server/src/profiles/jobs/rescore-profile-photos';
import type { ScheduledJobData } from '../../server/src/shared/scheduling/scheduled-runs';
import sharp from 'sharp';
import type request from 'supertest';
import { signedInAdmin, type TestAdmin } from './helpers/admins';
import { chatMembers } from './helpers/chat-members';
import { eventually } from './helpers/eventually';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

const MEDIA_DIR = `/tmp/kindred-test-media-${randomBytes(4).toString('hex')}`;
/** The first score loads the model (a few seconds, more on a busy machine); each after it ~1 s. */
const SCORING_MS = 120_000;

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];
interface OwnPhoto {
  id: number;
  status: string;
  visibility: string;
  reject_reason: string | null;
  main: boolean;
}

jest.setTimeout(SCORING_MS);

/** Issue 14 §3: the safety score, what it and photo_moderation hide, and the moderators' decisions. */
describe('photo review queue', () => {
  let t: TestApp;
  let moderator: { admin: TestAdmin; agent: request.Agent };
  let jpeg: Buffer;
  let postSite: string;
  let preSite: string;
  let strictSite: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', MEDIA_DIR });
    postSite = (await createSite(t.db, { is_default: true, signup_credits: 0, photo_safety_threshold: 1 }))
      .domain;
    preSite = (await createSite(t.db, { photo_moderation: 'pre' })).domain;
    // threshold 0: every photo scoring anything at all is held, even under post
    strictSite = (await createSite(t.db, { photo_moderation: 'post', photo_safety_threshold: 0 })).domain;
    jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c87' } })
      .jpeg()
      .toBuffer();
    moderator = await signedInAdmin(t, 'moderator');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(MEDIA_DIR, { recursive: true, force: true });
  });

  const liveMember = async (host?: string) => {
    const member = await signUp(t, {}, host);
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [member.user.id]);
    return member;
  };
  /** A member of the site who can chat (enabled, activated), with credits. */
  const chatter = async (host: string, overrides: Record<string, unknown>, credits: number) => {
    const member = await signUp(t, overrides, host);
    const id = member.user.id as number;
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [id]);
    await t.db.query(`UPDATE accounts SET status = 'activated' WHERE id = $1`, [id]);
    if (credits) await chatMembers(t).grant(id, credits);
    return { ...member, id };
  };
  const sendPhoto = (agent: Agent, memberId: number, host: string) =>
    agent
      .post('/api/messages.php')
      .set('X-Request-Type', 'client')
      .set('Host', host)
      .field('member_id', String(memberId))
      .field('client_id', randomUUID())
      .attach('photo', jpeg, 'me.jpg')
      .expect(201);
  const upload = async (agent: Agent, host: string) =>
    (
      await agent
        .post('/api/photos.php')
        .set('X-Request-Type', 'client')
        .set('Host', host)
        .attach('photo', jpeg, 'me.jpg')
        .expect(201)
    ).body.photo as { id: number; filename: string };
  /** `count` photos uploaded one after the other (in upload order). */
  const uploads = async (agent: Agent, host: string, count: number) => {
    const photos: { id: number; filename: string }[] = [];
    for (let i = 0; i < count; i++) photos.push(await upload(agent, host));
    return photos;
  };
  const ownPhotos = async (agent: Agent, host: string) =>
    (await agent.get('/api/photos.php').set('Host', host).expect(200)).body.photos as OwnPhoto[];
  const seenCount = async (viewer: Agent, ownerId: number, host: string) =>
    (await viewer.get(`/api/member.php?id=${ownerId}`).set('Host', host).expect(200)).body.member
      .photo_count as number;
  const scoreOf = async (photoId: number) =>
    (
      (await t.db.query(`SELECT safety_score FROM photos WHERE id = $1`, [photoId])) as [
        { safety_score: number | null },
      ]
    )[0].safety_score;
  const scored = (photoId: number) =>
    eventually(
      () => scoreOf(photoId),
      (s) => s !== null,
      SCORING_MS,
    );
  const decide = (verb: 'approve' | 'reject', body: object, agent = moderator.agent) =>
    agent.post(`/admin/api/photos/${verb}`).set('X-Request-Type', 'client').send(body);
  const auditOf = async (photoId: number) =>
    (await t.db.query(
      `SELECT admin_id, action, resource, before, after FROM audit_log
        WHERE resource = 'photos' AND record_id = $1 ORDER BY id`,
      [String(photoId)],
    )) as { admin_id: number; action: string; before: OwnPhoto; after: OwnPhoto }[];

  it(
    'scores an uploaded photo with the packaged model (0..1) and lists it for moderators',
    async () => {
      const owner = await liveMember(postSite);
      const photo = await upload(owner.agent, postSite);
      const score = await scored(photo.id);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);

      const listed = await moderator.agent
        .get('/admin/api/photos')
        .query({ filter: JSON.stringify({ profile_id: owner.user.id }) })
        .expect(200);
      expect(listed.headers['content-range']).toMatch(/ 0-0\/1$/);
      expect(listed.body).toEqual([
        expect.objectContaining({
          id: photo.id,
          profile_id: owner.user.id,
          status: 'pending',
          held: false,
          published: true,
          safety_score: score,
          url: `/media/${photo.filename}`,
          reject_reason: null,
        }),
      ]);
    },
    SCORING_MS + 10_000,
  );

  it(
    'holds a photo above the threshold even under post until a moderator approves it',
    async () => {
      const owner = await liveMember(strictSite);
      const { agent: other } = await liveMember(strictSite);
      const photo = await upload(owner.agent, strictSite);
      expect(await scored(photo.id)).toBeGreaterThan(0);

      expect(await seenCount(other, owner.user.id, strictSite)).toBe(0);
      expect(await ownPhotos(owner.agent, strictSite)).toEqual([
        expect.objectContaining({ id: photo.id, status: 'pending', visibility: 'awaiting_review' }),
      ]);
      const row = (await moderator.agent.get(`/admin/api/photos/${photo.id}`).expect(200)).body;
      expect(row).toMatchObject({ held: true, published: false });

      expect((await decide('approve', { ids: [photo.id] }).expect(200)).body).toEqual({
        changed: [photo.id],
      });
      expect(await seenCount(other, owner.user.id, strictSite)).toBe(1);
    },
    SCORING_MS + 10_000,
  );

  it('pre: a new photo is shown to others only once approved through the queue', async () => {
    const owner = await liveMember(preSite);
    const { agent: other } = await liveMember(preSite);
    const photo = await upload(owner.agent, preSite);
    expect(await seenCount(other, owner.user.id, preSite)).toBe(0);
    expect((await ownPhotos(owner.agent, preSite))[0]).toMatchObject({ visibility: 'awaiting_review' });

    await decide('approve', { ids: [photo.id] }).expect(200);
    expect(await seenCount(other, owner.user.id, preSite)).toBe(1);
    expect((await ownPhotos(owner.agent, preSite))[0]).toMatchObject({
      status: 'approved',
      visibility: 'visible',
    });
  });

  it('approves and rejects in bulk, each change audited with before and after; the member sees the reason', async () => {
    const owner = await liveMember(postSite);
    const { agent: other } = await liveMember(postSite);
    const [a, b, c] = await uploads(owner.agent, postSite, 3);
    expect(await seenCount(other, owner.user.id, postSite)).toBe(3);

    const rejected = await decide('reject', { ids: [a!.id, b!.id], reason: '  Shows another person  ' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.changed.sort()).toEqual([a!.id, b!.id].sort());
    expect(await seenCount(other, owner.user.id, postSite)).toBe(1);
    // A rejected photo cannot become the main one (members would see the profile without a photo).
    const makeMain = (id: number) =>
      owner.agent.put('/api/photos.php').set('X-Request-Type', 'client').set('Host', postSite).send({ id });
    const refused = await makeMain(b!.id).expect(400);
    expect(refused.body).toEqual({
      error: 'photo_rejected',
      message: 'This photo was rejected by our moderators, so it cannot be your main photo.',
    });
    await makeMain(c!.id).expect(200);
    const own = await ownPhotos(owner.agent, postSite);
    expect(own.filter((p) => p.main).map((p) => p.id)).toEqual([c!.id]);
    expect(own.find((p) => p.id === a!.id)).toMatchObject({
      status: 'rejected',
      visibility: 'rejected',
      reject_reason: 'Shows another person',
    });
    expect(own.find((p) => p.id === c!.id)).toMatchObject({ status: 'pending', reject_reason: null });

    const audit = await auditOf(a!.id);
    expect(audit).toEqual([
      {
        admin_id: moderator.admin.id,
        action: 'photos.reject',
        resource: 'photos',
        before: expect.objectContaining({ id: a!.id, status: 'pending', reject_reason: null }),
        after: expect.objectContaining({
          id: a!.id,
          status: 'rejected',
          reject_reason: 'Shows another person',
        }),
      },
    ]);

    // approve all three: only the two rejected and the pending one change (each once)
    const operator = await signedInAdmin(t, 'operator');
    const approved = await decide('approve', { ids: [a!.id, b!.id, c!.id] }, operator.agent).expect(200);
    expect(approved.body.changed).toHaveLength(3);
    expect((await auditOf(a!.id)).map((e) => e.action)).toEqual(['photos.reject', 'photos.approve']);
    expect((await auditOf(c!.id))[0]).toMatchObject({
      admin_id: operator.admin.id,
      action: 'photos.approve',
    });
    // approving again changes nothing and records nothing
    expect((await decide('approve', { ids: [c!.id] }).expect(200)).body).toEqual({ changed: [] });
    expect(await auditOf(c!.id)).toHaveLength(1);
    expect(await seenCount(other, owner.user.id, postSite)).toBe(3);
  });

  describe('rejecting the main photo', () => {
    const mainOf = async (agent: Agent, host: string) =>
      (await ownPhotos(agent, host)).filter((photo) => photo.main).map((photo) => photo.id);
    const shownMain = async (viewer: Agent, ownerId: number, host: string) =>
      (await viewer.get(`/api/member.php?id=${ownerId}`).set('Host', host).expect(200)).body.member
        .main_image as { filename: string } | null;
    /** user.php's profile: the app asks for a profile photo when it has no main_image (SPEC §2). */
    const ownMain = async (agent: Agent, host: string) =>
      (await agent.get('/api/user.php').set('X-Request-Type', 'client').set('Host', host).expect(200)).body
        .user.profile.main_image as { filename: string } | null;
    const makeMain = (agent: Agent, id: number, host: string) =>
      agent.put('/api/photos.php').set('X-Request-Type', 'client').set('Host', host).send({ id });

    it('moves the main photo to the newest approved one, which others then see', async () => {
      const owner = await liveMember(preSite);
      const { agent: other } = await liveMember(preSite);
      const [first, older, newer] = await uploads(owner.agent, preSite, 3);
      await decide('approve', { ids: [first!.id, older!.id, newer!.id] }).expect(200);
      expect(await mainOf(owner.agent, preSite)).toEqual([first!.id]);

      await decide('reject', { ids: [first!.id], reason: 'Not you' }).expect(200);
      expect(await mainOf(owner.agent, preSite)).toEqual([newer!.id]);
      expect(await shownMain(other, owner.user.id, preSite)).toMatchObject({ filename: newer!.filename });
      expect(await ownMain(owner.agent, preSite)).toMatchObject({ filename: newer!.filename });

      // Rejecting a photo that is not the main one leaves the main photo where it is.
      await decide('reject', { ids: [older!.id], reason: 'Not you' }).expect(200);
      expect(await mainOf(owner.agent, preSite)).toEqual([newer!.id]);

      // Deleting the main photo passes the rejected ones by: with only those left, there is no main photo.
      await owner.agent
        .delete('/api/photos.php')
        .set('X-Request-Type', 'client')
        .set('Host', preSite)
        .send({ id: newer!.id })
        .expect(200);
      expect(await mainOf(owner.agent, preSite)).toEqual([]);
      expect(await shownMain(other, owner.user.id, preSite)).toBeNull();
    });

    it('leaves a member whose only photo is rejected without a main photo: others see the placeholder', async () => {
      const owner = await liveMember(postSite);
      const { agent: other } = await liveMember(postSite);
      const only = await upload(owner.agent, postSite);
      expect(await shownMain(other, owner.user.id, postSite)).toMatchObject({ filename: only.filename });

      await decide('reject', { ids: [only.id], reason: 'Not you' }).expect(200);
      expect(await mainOf(owner.agent, postSite)).toEqual([]);
      expect(await shownMain(other, owner.user.id, postSite)).toBeNull();
      expect(await ownMain(owner.agent, postSite)).toBeNull();
      const card = await other.get(`/api/member.php?id=${owner.user.id}`).set('Host', postSite).expect(200);
      expect(card.body.member.photo_count).toBe(0);

      // The photo approved after all is the main photo again; so is the next upload of a member without one.
      await decide('approve', { ids: [only.id] }).expect(200);
      expect(await mainOf(owner.agent, postSite)).toEqual([only.id]);
      await decide('reject', { ids: [only.id], reason: 'Not you' }).expect(200);
      const next = await upload(owner.agent, postSite);
      expect(await mainOf(owner.agent, postSite)).toEqual([next.id]);
      expect(await shownMain(other, owner.user.id, postSite)).toMatchObject({ filename: next.filename });
    });

    it('a rejection and the member choosing it as main at once never leave a rejected main photo', async () => {
      const owner = await liveMember(postSite);
      const [main, approved, other] = await uploads(owner.agent, postSite, 3);
      await decide('approve', { ids: [approved!.id] }).expect(200);
      const answers = await Promise.all([
        makeMain(owner.agent, other!.id, postSite),
        decide('reject', { ids: [main!.id, other!.id], reason: 'Not you' }),
        makeMain(owner.agent, main!.id, postSite),
        makeMain(owner.agent, other!.id, postSite),
      ]);
      expect(answers[1]!.status).toBe(200);
      for (const answer of [answers[0]!, answers[2]!, answers[3]!])
        expect([200, 400]).toContain(answer.status);
      expect(await mainOf(owner.agent, postSite)).toEqual([approved!.id]);
    });
  });

  it('parallel decisions on the same photo record one effect', async () => {
    const owner = await liveMember(postSite);
    const photo = await upload(owner.agent, postSite);
    const second = await signedInAdmin(t, 'moderator');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        decide('reject', { ids: [photo.id], reason: `Reason ${i}` }, i % 2 ? second.agent : moderator.agent),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(answers.flatMap((r) => r.body.changed as number[])).toEqual([photo.id]);
    expect(await auditOf(photo.id)).toHaveLength(1);
  });

  it('lists the riskiest first and filters by status, held and score', async () => {
    const owner = await liveMember(postSite);
    const photos = [
      await upload(owner.agent, postSite),
      await upload(owner.agent, postSite),
      await upload(owner.agent, postSite),
    ];
    // the scores as the job would store them (the order is what this test is about)
    for (const [i, score] of [0.2, 0.9, 0.5].entries()) {
      await t.db.query(`UPDATE photos SET safety_score = $2 WHERE id = $1`, [photos[i]!.id, score]);
    }
    const list = async (filter: object, sort?: [string, string]) =>
      (
        await moderator.agent
          .get('/admin/api/photos')
          .query({
            filter: JSON.stringify({ profile_id: owner.user.id, ...filter }),
            ...(sort ? { sort: JSON.stringify(sort) } : {}),
          })
          .expect(200)
      ).body as { id: number; safety_score: number }[];
    expect((await list({})).map((p) => p.safety_score)).toEqual([0.9, 0.5, 0.2]);
    expect((await list({}, ['safety_score', 'ASC'])).map((p) => p.safety_score)).toEqual([0.2, 0.5, 0.9]);
    expect((await list({ min_score: 0.5 })).map((p) => p.id)).toEqual([photos[1]!.id, photos[2]!.id]);
    await decide('reject', { ids: [photos[1]!.id], reason: 'No' }).expect(200);
    expect((await list({ status: 'pending' })).map((p) => p.id)).toEqual([photos[2]!.id, photos[0]!.id]);
    expect((await list({ status: 'rejected' })).map((p) => p.id)).toEqual([photos[1]!.id]);
    expect(await list({ held: true })).toEqual([]);
  });

  it(
    'a chat photo arrives blurred for the recipient while unscored or above the threshold; never for the sender',
    async () => {
      // members of the strict site (threshold 0)
      const anna = await chatter(strictSite, { name: 'Anna' }, 10);
      const ben = await chatter(strictSite, { name: 'Ben', gender: 'male', seeking: 'female' }, 0);
      const sent = await sendPhoto(anna.agent, ben.id, strictSite);
      expect(sent.body.message.photo.blurred).toBe(false);
      const messageId = sent.body.message.id as number;
      const benSees = async () =>
        (await ben.agent.get(`/api/messages.php?member_id=${anna.id}`).set('Host', strictSite).expect(200))
          .body.messages[0].photo as { blurred: boolean };
      const scoreOf = async () =>
        (
          (await t.db.query(`SELECT photo_safety_score AS s FROM messages WHERE id = $1`, [messageId])) as [
            { s: number | null },
          ]
        )[0].s;
      expect((await benSees()).blurred).toBe(true); // not scored yet, or scored above 0
      const score = await eventually(scoreOf, (s) => s !== null, SCORING_MS);
      expect(score).toBeGreaterThan(0);
      expect((await benSees()).blurred).toBe(true);
      const annaSees = await anna.agent
        .get(`/api/messages.php?member_id=${ben.id}`)
        .set('Host', strictSite)
        .expect(200);
      expect(annaSees.body.messages[0].photo.blurred).toBe(false);
      // scored at (not above) the threshold: shown as it is
      await t.db.query(`UPDATE messages SET photo_safety_score = 0 WHERE id = $1`, [messageId]);
      expect((await benSees()).blurred).toBe(false);
    },
    SCORING_MS + 10_000,
  );

  it(
    'pushes the recipient the photo again once it is scored: clear when it scores within the threshold',
    async () => {
      const anna = await chatter(postSite, { name: 'Anna' }, 10);
      const ben = await chatter(postSite, { name: 'Ben', gender: 'male', seeking: 'female' }, 0);
      if (!t.app.getHttpServer().listening) await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const cookie = ([] as string[])
        .concat(ben.response.headers['set-cookie'] ?? [])
        .find((one) => one.startsWith('kindred.sid='))!
        .split(';')[0]!;
      const socket = io(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        extraHeaders: { Cookie: cookie },
      });
      const pushed: { id: number; photo: { blurred: boolean } }[] = [];
      socket.on('message', (event: { message: { id: number; photo: { blurred: boolean } } }) =>
        pushed.push(event.message),
      );
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('ready', resolve);
          socket.once('connect_error', reject);
        });
        const sent = await sendPhoto(anna.agent, ben.id, postSite);
        const messageId = sent.body.message.id as number;
        // one push when it is sent, one when it is scored (threshold 1: any score shows it clear)
        const copies = await eventually(
          async () => pushed.filter((message) => message.id === messageId),
          (found) => found.length >= 2,
          SCORING_MS,
        );
        expect(copies).toHaveLength(2);
        expect(copies[1]!.photo.blurred).toBe(false);
      } finally {
        socket.disconnect();
      }
    },
    SCORING_MS + 10_000,
  );

  it(
    'the hourly sweep queues again the profile and chat photos left unscored; a second run of the hour queues none',
    async () => {
      const owner = await liveMember(postSite);
      const photo = await upload(owner.agent, postSite);
      const anna = await chatter(postSite, { name: 'Anna' }, 10);
      const ben = await chatter(postSite, { name: 'Ben', gender: 'male', seeking: 'female' }, 0);
      const messageId = (await sendPhoto(anna.agent, ben.id, postSite)).body.message.id as number;
      const chatScore = async () =>
        (
          (await t.db.query(`SELECT photo_safety_score AS s FROM messages WHERE id = $1`, [messageId])) as [
            { s: number | null },
          ]
        )[0].s;
      await scored(photo.id);
      await eventually(chatScore, (s) => s !== null, SCORING_MS);
      // as if the queue had been away when they came, 20 minutes ago: their score jobs never ran
      const ago = new Date(t.clock.now().getTime() - 20 * 60 * 1000);
      await t.db.query(`UPDATE photos SET safety_score = NULL, created_at = $2 WHERE id = $1`, [
        photo.id,
        ago,
      ]);
      await t.db.query(`UPDATE messages SET photo_safety_score = NULL, created_at = $2 WHERE id = $1`, [
        messageId,
        ago,
      ]);
      const hour = { data: { period: 'sweep-test' } } as Job<ScheduledJobData>;
      const profileSweep = t.app.get(RescoreProfilePhotos);
      const chatSweep = t.app.get(RescoreChatPhotos);
      expect((await profileSweep.run(hour)).queued).toBeGreaterThanOrEqual(1);
      expect((await chatSweep.run(hour)).queued).toBeGreaterThanOrEqual(1);
      await scored(photo.id);
      expect(await eventually(chatScore, (s) => s !== null, SCORING_MS)).toBeGreaterThanOrEqual(0);
      // the hour is done: its run again queues nothing
      expect(await profileSweep.run(hour)).toEqual({ queued: 0 });
      expect(await chatSweep.run(hour)).toEqual({ queued: 0 });
    },
    2 * SCORING_MS,
  );

  it('refuses bad input with 400 {error, message} and changes nothing', async () => {
    const owner = await liveMember(postSite);
    const photo = await upload(owner.agent, postSite);
    const bad: [string, object][] = [
      ['approve', {}],
      ['approve', { ids: [] }],
      ['approve', { ids: 'x' }],
      ['approve', { ids: [0] }],
      ['approve', { ids: [1.5] }],
      ['approve', { ids: [2 ** 31] }],
      ['approve', { ids: ['1'] }],
      ['approve', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ['reject', { ids: [photo.id] }],
      ['reject', { ids: [photo.id], reason: '' }],
      ['reject', { ids: [photo.id], reason: '   ' }],
      ['reject', { ids: [photo.id], reason: 'x'.repeat(501) }],
      ['reject', { ids: [photo.id], reason: 42 }],
    ];
    for (const [verb, body] of bad) {
      const answer = await decide(verb as 'approve' | 'reject', body);
      expect([answer.status, typeof answer.body.error, typeof answer.body.message]).toEqual([
        400,
        'string',
        'string',
      ]);
    }
    // an unknown id among known ones: 404, and the known one is left as it was
    const unknown = await decide('reject', { ids: [photo.id, 2_000_000_000], reason: 'No' });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'photo_not_found']);
    for (const query of [
      { filter: JSON.stringify({ status: 'maybe' }) },
      { filter: JSON.stringify({ min_score: 2 }) },
      { filter: JSON.stringify({ held: 'perhaps' }) },
      { filter: JSON.stringify({ secret: 1 }) },
      { sort: JSON.stringify(['filename', 'ASC']) },
      { range: JSON.stringify([5, 1]) },
    ]) {
      const answer = await moderator.agent.get('/admin/api/photos').query(query);
      expect([answer.status, typeof answer.body.error]).toEqual([400, 'string']);
    }
    await moderator.agent.get('/admin/api/photos/abc').expect(404);

    // generated bodies: never a 5xx, never a change
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('approve', 'reject'),
        fc.record({ ids: fc.anything(), reason: fc.anything() }, { requiredKeys: [] }),
        async (verb, body) => {
          const answer = await decide(verb as 'approve' | 'reject', { ...body, ids: body.ids ?? 'none' });
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 30, seed: 20261126 },
    );
    expect(await auditOf(photo.id)).toEqual([]);
    expect((await ownPhotos(owner.agent, postSite))[0]).toMatchObject({ status: 'pending' });
  });
});
