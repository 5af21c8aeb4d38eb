import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import request, { type Agent, type Response } from 'supertest';
import { BuildDataExportProcessor } from '../../server/src/compliance/data-export/jobs/build-data-export.processor';
import { EraseExpiredAccountsProcessor } from '../../server/src/identity/jobs/erase-expired-accounts';
import { Outbox } from '../../server/src/shared/outbox/outbox';
import { placeOrder } from './helpers/billing';
import { chatMembers, type ChatMember } from './helpers/chat-members';
import { eventually } from './helpers/eventually';
import { createBundles, createSite, type BundleFixture } from './helpers/fixtures';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

const MEDIA_DIR = `/tmp/kindred-test-media-${randomBytes(4).toString('hex')}`;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A request within this long of the last one answers that export (docs/api.md). */
const REPEAT_WINDOW_MS = 60_000;

type ExportBody = {
  export: {
    id: string;
    state: string;
    download_url: string | null;
    expires_at: string | null;
  } | null;
};

/**
 * The member's copy of their data (issue 14 §6): requested in /settings, built by a job into one ZIP
 * file, mailed as a link, downloaded with the member's own session until it expires; erasure removes it.
 */
describe('data export: a member downloads all their data', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let bundles: BundleFixture;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url, MEDIA_DIR });
    const site = await createSite(t.db, {
      is_default: true,
      signup_credits: 0,
      message_credits: 1,
      photo_credits: 1,
      cdn_prefix: '/media',
    });
    bundles = await createBundles(t.db, site.id);
    m = chatMembers(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await rm(MEDIA_DIR, { recursive: true, force: true });
  });

  const jpeg = (colour: string) =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
  const requestExport = (agent: Agent) =>
    agent.post('/api/data-export.php').set('X-Request-Type', 'client').send({});
  const state = async (agent: Agent): Promise<ExportBody> =>
    (await agent.get('/api/data-export.php').expect(200)).body as ExportBody;
  const ready = (agent: Agent) =>
    eventually(
      () => state(agent),
      (body) => body.export?.state === 'ready',
      15_000,
    );
  const binary = (call: request.Test) =>
    call.buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const download = (agent: Agent, id: string) => binary(agent.get(`/api/data-export/download.php?id=${id}`));
  const json = (files: Record<string, Uint8Array>, name: string): unknown => {
    expect(files[name]).toBeDefined();
    return JSON.parse(strFromU8(files[name]!));
  };

  async function erase(member: ChatMember): Promise<void> {
    await m.write(member.agent, 'post', '/api/delete-account.php', { reason: 'time' }).expect(200);
    t.clock.advance(15 * DAY_MS);
    expect((await t.app.get(EraseExpiredAccountsProcessor).run()).erased).toContain(member.id);
    await t.app.get(Outbox).sweep();
  }

  it('holds every kind of data the member has, and nothing of another member', async () => {
    const anna = await m.member({ name: 'Annabel' }, { credits: 10 });
    const ben = await m.member({ name: 'Benedikt', gender: 'male', seeking: 'female' }, { credits: 10 });
    const carl = await m.member({ name: 'Carlotta', gender: 'male', seeking: 'female' }, { credits: 10 });

    // profile photo
    const photo = await anna.agent
      .post('/api/photos.php')
      .set('X-Request-Type', 'client')
      .attach('photo', await jpeg('#a63'), 'me.jpg')
      .expect(201);
    const photoId = (photo.body.photo ?? photo.body).id as number;
    // messages both ways, one a photo
    await m.send(anna, ben, 'anna-to-ben').expect(201);
    await m.send(ben, anna, 'ben-to-anna').expect(201);
    await anna.agent
      .post('/api/messages.php')
      .set('X-Request-Type', 'client')
      .field('member_id', String(ben.id))
      .field('client_id', randomUUID())
      .attach('photo', await jpeg('#36a'), 'photo.jpg')
      .expect(201);
    // another conversation Anna is not in
    await m.send(carl, ben, 'carl-secret-text').expect(201);
    // likes given and received
    await m.write(anna.agent, 'post', '/api/like.php', { id: ben.id }).expect(200);
    await m.write(ben.agent, 'post', '/api/like.php', { id: anna.id }).expect(200);
    await m.write(carl.agent, 'post', '/api/like.php', { id: ben.id }).expect(200);
    // an order
    const order = await placeOrder(anna.agent, { bundle_id: bundles.small, payment_method: 'ideal' }).expect(
      201,
    );
    // notification preferences
    await anna.agent
      .put('/api/notifications.php')
      .set('X-Request-Type', 'client')
      .send({ email: { promotions: false } })
      .expect(200);
    // a complaint
    await m
      .write(anna.agent, 'post', '/api/report.php', { id: carl.id, reason: 'spam', remarks: 'anna-report' })
      .expect(201);

    const requested = await requestExport(anna.agent).expect(200);
    expect((requested.body as ExportBody).export).toMatchObject({ state: 'preparing', download_url: null });
    const id = (requested.body as ExportBody).export!.id;

    const mail = await smtp.waitFor(anna.body.email as string, /ready to download/);
    expect(mail.text).toContain(`/settings?export=${id}`);
    expect(mail.text).toContain('Annabel');

    const shown = await ready(anna.agent);
    expect(shown.export!.download_url).toBe(`/api/data-export/download.php?id=${id}`);
    const response: Response = await download(anna.agent, id).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.body as Buffer));

    expect(json(files, 'account.json')).toMatchObject({ id: anna.id, email: anna.body.email });
    expect(strFromU8(files['account.json']!)).not.toMatch(/password|session_epoch/);
    expect(json(files, 'profile.json')).toMatchObject({ id: anna.id, name: 'Annabel', city: 'Utrecht' });
    const photos = json(files, 'photos.json') as { id: number; file: string }[];
    expect(photos).toEqual([expect.objectContaining({ id: photoId, file: `photos/${photoId}.jpg` })]);
    expect([...files[`photos/${photoId}.jpg`]!.subarray(0, 2)]).toEqual([0xff, 0xd8]);

    const messages = json(files, 'messages.json') as { text: string; direction: string; photo?: string }[];
    expect(messages.map((message) => [message.direction, message.text])).toEqual(
      expect.arrayContaining([
        ['sent', 'anna-to-ben'],
        ['received', 'ben-to-anna'],
      ]),
    );
    const sentPhoto = messages.find((message) => message.photo);
    expect(sentPhoto?.photo).toMatch(/^chat-photos\/\d+\.jpg$/);
    expect([...files[sentPhoto!.photo!]!.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(json(files, 'conversations.json')).toEqual([expect.objectContaining({ partner_id: ben.id })]);

    const likes = json(files, 'likes.json') as {
      given: { member_id: number }[];
      received: { member_id: number }[];
    };
    expect(likes.given.map((like) => like.member_id)).toEqual([ben.id]);
    expect(likes.received.map((like) => like.member_id)).toEqual([ben.id]);

    expect(json(files, 'orders.json')).toEqual([
      expect.objectContaining({ id: order.body.order.id, status: 'pending' }),
    ]);
    const ledger = json(files, 'ledger.json') as { kind: string; amount: number }[];
    expect(ledger).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'purchase', amount: 10 })]),
    );
    expect(strFromU8(files['ledger.json']!)).not.toMatch(/idempotency|hash/);
    expect(json(files, 'notification-preferences.json')).toMatchObject({
      email: { promotions: false, news: true },
    });
    expect(json(files, 'complaints.json')).toEqual([
      expect.objectContaining({ target_profile_id: carl.id, reason: 'spam', remarks: 'anna-report' }),
    ]);
    expect(json(files, 'export.json')).toMatchObject({ files: expect.arrayContaining(['profile.json']) });

    // Nothing of Carl (his name, address, his conversation with Ben) is in Anna's archive.
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    for (const foreign of [
      'Carlotta',
      carl.body.email as string,
      'carl-secret-text',
      ben.body.email as string,
    ]) {
      expect(everything).not.toContain(foreign);
    }
  });

  it('downloads for its member only, and not after it expired', async () => {
    const anna = await m.member({ name: 'Anna' });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    // This instance's worker waits, so the export is still being prepared when the first download comes.
    const queue = t.app.get<Queue>(getQueueToken('data-export'));
    await queue.pause(true);
    const id = await (async () => {
      try {
        const exportId = ((await requestExport(anna.agent).expect(200)).body as ExportBody).export!.id;
        await download(anna.agent, exportId).expect(409);
        return exportId;
      } finally {
        await queue.resume(true);
      }
    })();
    await ready(anna.agent);

    const other = await download(ben.agent, id).expect(404);
    expect(other.body).toBeInstanceOf(Buffer);
    expect(JSON.parse((other.body as Buffer).toString())).toMatchObject({ error: 'data_export_not_found' });
    await download(request.agent(t.http), id).expect(403);
    await download(anna.agent, id).expect(200);

    t.clock.advance(3 * DAY_MS + 60_000);
    const gone = await download(anna.agent, id).expect(410);
    expect(JSON.parse((gone.body as Buffer).toString())).toMatchObject({ error: 'data_export_expired' });
    expect((await state(anna.agent)).export).toMatchObject({ id, state: 'expired', download_url: null });
  });

  it('makes one export of requests fired at once, and at most three a day', async () => {
    const anna = await m.member({ name: 'Anna' });
    // This instance's worker waits, so the first export stays pending while the requests arrive.
    const queue = t.app.get<Queue>(getQueueToken('data-export'));
    await queue.pause(true);
    const answers = await Promise.all(Array.from({ length: 8 }, () => requestExport(anna.agent))).finally(
      () => queue.resume(true),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((answer) => (answer.body as ExportBody).export!.id));
    expect(ids.size).toBe(1);
    expect(
      await m.count(`SELECT count(*)::int AS n FROM data_exports WHERE account_id = $1`, [anna.id]),
    ).toBe(1);

    await ready(anna.agent);
    t.clock.advance(REPEAT_WINDOW_MS);
    await requestExport(anna.agent).expect(200);
    await ready(anna.agent);
    t.clock.advance(REPEAT_WINDOW_MS);
    await requestExport(anna.agent).expect(200);
    await ready(anna.agent);
    t.clock.advance(REPEAT_WINDOW_MS);
    const refused = await requestExport(anna.agent).expect(429);
    expect(refused.body).toMatchObject({ error: 'data_export_limit', message: expect.stringContaining('3') });
    expect(
      await m.count(`SELECT count(*)::int AS n FROM data_exports WHERE account_id = $1`, [anna.id]),
    ).toBe(3);

    t.clock.advance(DAY_MS + 1000);
    await requestExport(anna.agent).expect(200);
  });

  const exportsOf = (accountId: number) =>
    m.count(`SELECT count(*)::int AS n FROM data_exports WHERE account_id = $1`, [accountId]);
  const idsOf = (answers: Response[]) =>
    new Set(answers.map((answer) => (answer.body as ExportBody).export!.id));
  const burst = (agent: Agent, n: number) =>
    Promise.all(Array.from({ length: n }, () => requestExport(agent)));

  // The worker runs: an export is built in well under 100 ms, often before the burst's last request comes.
  it('makes one export of requests fired at once, even when it is ready before the last one arrives', async () => {
    for (const n of [3, 30]) {
      const anna = await m.member({ name: 'Anna' });
      const answers = await burst(anna.agent, n);
      expect(answers.map((answer) => answer.status)).toEqual(Array(n).fill(200));
      expect(idsOf(answers).size).toBe(1);
      expect(await exportsOf(anna.id)).toBe(1);
      const [id] = idsOf(answers);

      // Once it is ready, another request in the same minute answers it again: nothing new is made.
      await ready(anna.agent);
      const again = await requestExport(anna.agent).expect(200);
      expect((again.body as ExportBody).export).toMatchObject({ id, state: 'ready' });
      expect(await exportsOf(anna.id)).toBe(1);
    }
  });

  it('makes a new export a minute after the last request, up to three a day, also of requests at once', async () => {
    const anna = await m.member({ name: 'Anna' });
    const first = ((await requestExport(anna.agent).expect(200)).body as ExportBody).export!.id;
    await ready(anna.agent);

    t.clock.advance(REPEAT_WINDOW_MS - 1000);
    const within = await burst(anna.agent, 3);
    expect([...idsOf(within)]).toEqual([first]);
    expect(await exportsOf(anna.id)).toBe(1);

    // A minute after the first request: the burst makes one new export and uses one request of the day.
    t.clock.advance(1000);
    const second = await burst(anna.agent, 30);
    expect(second.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(idsOf(second).size).toBe(1);
    expect(idsOf(second).has(first)).toBe(false);
    expect(await exportsOf(anna.id)).toBe(2);
    await ready(anna.agent);

    // The day's third request, as a burst: one export, no 429 for the requests that answer it.
    t.clock.advance(REPEAT_WINDOW_MS);
    const third = await burst(anna.agent, 30);
    expect(third.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(idsOf(third).size).toBe(1);
    expect(await exportsOf(anna.id)).toBe(3);
    await ready(anna.agent);

    // The day's quota is used: a burst after the window is refused as a whole and makes nothing.
    t.clock.advance(REPEAT_WINDOW_MS);
    const refused = await burst(anna.agent, 30);
    expect(refused.map((answer) => answer.status)).toEqual(Array(30).fill(429));
    expect(await exportsOf(anna.id)).toBe(3);

    // A day after the first request, one export more.
    t.clock.advance(DAY_MS - 3 * REPEAT_WINDOW_MS + 1000);
    const next = await burst(anna.agent, 30);
    expect(next.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(idsOf(next).size).toBe(1);
    expect(await exportsOf(anna.id)).toBe(4);
    await ready(anna.agent);
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const anna = await m.member({ name: 'Anna' });
    for (const query of ['', '?id=', '?id=12', '?id=not-a-uuid', '?id[]=1', `?id=${'a'.repeat(5000)}`]) {
      const response = await anna.agent.get(`/api/data-export/download.php${query}`).expect(400);
      expect(response.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    await download(anna.agent, randomUUID()).expect(404);
    await request(t.http).post('/api/data-export.php').send({}).expect(403);
    expect(
      await m.count(`SELECT count(*)::int AS n FROM data_exports WHERE account_id = $1`, [anna.id]),
    ).toBe(0);
  });

  it('is erased with the account: exports, archives, complaints and one-time links', async () => {
    const anna = await m.member({ name: 'Anna' });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    await m.write(anna.agent, 'post', '/api/report.php', { id: ben.id, reason: 'spam' }).expect(201);
    await m.write(ben.agent, 'post', '/api/report.php', { id: anna.id, reason: 'fake_profile' }).expect(201);
    await requestExport(anna.agent).expect(200);
    await ready(anna.agent);
    // a pending e-mail change: its link holds the new address
    await m
      .write(anna.agent, 'post', '/api/mail-change.php', {
        email: 'anna-new@kindred.test',
        password: anna.body.password,
      })
      .expect(200);
    expect(
      await m.count(
        `SELECT count(*)::int AS n FROM account_tokens WHERE account_id = $1 AND new_email IS NOT NULL`,
        [anna.id],
      ),
    ).toBe(1);

    await erase(anna);

    expect(
      await m.count(`SELECT count(*)::int AS n FROM account_tokens WHERE account_id = $1`, [anna.id]),
    ).toBe(0);

    expect(
      await m.count(`SELECT count(*)::int AS n FROM data_exports WHERE account_id = $1`, [anna.id]),
    ).toBe(0);
    expect(
      await m.count(
        `SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1 OR target_profile_id = $1`,
        [anna.id],
      ),
    ).toBe(0);
    // a job for an export erased meanwhile builds nothing
    expect(await t.app.get(BuildDataExportProcessor).build({ data: { exportId: randomUUID() } })).toEqual({
      built: false,
    });
  });
});
