import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import request from 'supertest';
import { chatMembers, type ChatMember } from './helpers/chat-members';
import { eventually } from './helpers/eventually';
import { createSite, TEST_VAPID } from './helpers/fixtures';
import {
  browserKeys,
  decryptPush,
  startPushService,
  subscriptionJson,
  verifyVapid,
  type BrowserKeys,
} from './helpers/push-service';
import { createTestApp, type TestApp } from './helpers/test-app';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';

/**
 * Issue 13 §4: web push. A local HTTP server stands in for the push service; each push is checked as a
 * browser would: the VAPID signature with the site's key, the aes128gcm body decrypted with the
 * subscription's private key and auth secret.
 */
describe('web push', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;
  let service: Awaited<ReturnType<typeof startPushService>>;
  const vapid = TEST_VAPID;

  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true, support_email: 'support@push.test' });
    m = chatMembers(t);
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const write = (member: ChatMember, method: 'post' | 'put' | 'delete', path: string, body: object) =>
    member.agent[method](path).set('X-Request-Type', 'client').send(body);

  /** Subscribes the member's browser through POST /api/user.php?push=1, as the app does. */
  async function subscribe(member: ChatMember, userAgent = ANDROID_CHROME) {
    const keys = browserKeys();
    const endpoint = service.endpoint();
    const response = await member.agent
      .post('/api/user.php?push=1')
      .set('X-Request-Type', 'client')
      .set('User-Agent', userAgent)
      .send({ subscription: subscriptionJson(endpoint, keys) })
      .expect(201);
    return { keys, endpoint, deviceId: response.body.device_id as number, response };
  }

  const pushQueue = () => t.app.get<Queue>(getQueueToken('push'));
  /** Every push job queued so far has run (the queue is empty). */
  const pushesDone = () =>
    eventually(
      () => pushQueue().getJobCounts(),
      (counts) => counts.waiting + counts.active + counts.delayed === 0,
    );

  async function received(endpoint: string, keys: BrowserKeys, index = 0) {
    const push = await service.next(endpoint, index);
    expect(verifyVapid(push, vapid.publicKey, service.origin)).toMatchObject({
      sub: 'mailto:support@push.test',
    });
    expect(push.headers.ttl).toBe(String(24 * 60 * 60));
    return decryptPush(push, keys) as Record<string, unknown>;
  }

  it('stores a subscription per device with its label; a member sees and changes only their own', async () => {
    const anna = await m.member({ name: 'Anna' });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    const phone = await subscribe(anna);
    const laptop = await subscribe(anna, MAC_FIREFOX);
    expect(phone.response.body).toEqual({
      show_message_text: true,
      devices: [
        { id: phone.deviceId, label: 'Chrome on Android', enabled: true, created_at: expect.any(String) },
      ],
      device_id: phone.deviceId,
    });

    const listed = await anna.agent.get('/api/push-subscriptions.php').expect(200);
    expect(listed.body).toEqual({
      show_message_text: true,
      devices: [
        {
          id: phone.deviceId,
          label: 'Chrome on Android',
          enabled: true,
          created_at: '2026-11-21T12:00:00.000Z',
        },
        {
          id: laptop.deviceId,
          label: 'Firefox on macOS',
          enabled: true,
          created_at: '2026-11-21T12:00:00.000Z',
        },
      ],
    });
    // The same browser again (every page load sends it): still one device.
    await anna.agent
      .post('/api/push-subscriptions.php')
      .set('X-Request-Type', 'client')
      .send({ subscription: subscriptionJson(phone.endpoint, phone.keys) })
      .expect(201);
    expect((await anna.agent.get('/api/push-subscriptions.php')).body.devices).toHaveLength(2);

    const off = await write(anna, 'put', '/api/push-subscriptions.php', {
      id: phone.deviceId,
      enabled: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.devices[0]).toMatchObject({ id: phone.deviceId, enabled: false });
    // Sent again after being switched off: the member's choice stays.
    await anna.agent
      .post('/api/user.php?push=1')
      .set('X-Request-Type', 'client')
      .send({ subscription: subscriptionJson(phone.endpoint, phone.keys) })
      .expect(201);
    expect((await anna.agent.get('/api/push-subscriptions.php')).body.devices[0].enabled).toBe(false);

    const hidden = await write(anna, 'put', '/api/push-subscriptions.php', { show_message_text: false });
    expect(hidden.body.show_message_text).toBe(false);

    // Ben reaches none of Anna's devices.
    expect((await ben.agent.get('/api/push-subscriptions.php').expect(200)).body).toEqual({
      show_message_text: true,
      devices: [],
    });
    const foreign = await write(ben, 'put', '/api/push-subscriptions.php', {
      id: laptop.deviceId,
      enabled: false,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: 'device_not_found', message: expect.any(String) });
    expect((await write(ben, 'delete', '/api/push-subscriptions.php', { id: laptop.deviceId })).status).toBe(
      404,
    );

    const removed = await write(anna, 'delete', '/api/push-subscriptions.php', {
      id: laptop.deviceId,
    }).expect(200);
    expect(removed.body.devices.map((device: { id: number }) => device.id)).not.toContain(laptop.deviceId);
  });

  it('POST /api/user.php without push=1 is still the login', async () => {
    const anna = await m.member({ name: 'Anna' });
    const login = await anna.agent
      .post('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ email: anna.body.email, password: anna.body.password })
      .expect(200);
    expect(login.body.user.id).toBe(anna.id);
    // A visitor cannot subscribe.
    const refused = await request(t.http)
      .post('/api/user.php?push=1')
      .set('X-Request-Type', 'client')
      .send({ subscription: subscriptionJson(service.endpoint(), browserKeys()) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('authentication_required');
  });

  it('refuses bad subscriptions with a 400 {error, message} and stores nothing', async () => {
    const anna = await m.member({ name: 'Anna' });
    const keys = subscriptionJson(service.endpoint(), browserKeys()).keys;
    for (const body of [
      {},
      { subscription: null },
      { subscription: 'x' },
      { subscription: { endpoint: 'not a url', keys } },
      { subscription: { endpoint: 'ftp://push.example/1', keys } },
      { subscription: { endpoint: `http://user:pw@127.0.0.1/1`, keys } },
      { subscription: { endpoint: `https://push.example/${'x'.repeat(1000)}`, keys } },
      { subscription: { endpoint: service.endpoint() } },
      { subscription: { endpoint: service.endpoint(), keys: { ...keys, p256dh: 'short' } } },
      {
        subscription: {
          endpoint: service.endpoint(),
          keys: { ...keys, auth: Buffer.alloc(15).toString('base64url') },
        },
      },
      { subscription: { endpoint: service.endpoint(), keys: { ...keys, auth: 7 } } },
    ]) {
      const response = await write(anna, 'post', '/api/push-subscriptions.php', body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body).toEqual(
        expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
      );
    }
    for (const body of [
      {},
      { show_message_text: 'yes' },
      { id: 1 },
      { id: 'x', enabled: true },
      { id: 1, enabled: null },
    ]) {
      const response = await write(anna, 'put', '/api/push-subscriptions.php', body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    expect((await write(anna, 'delete', '/api/push-subscriptions.php', { id: 2 ** 31 })).status).toBe(400);
    expect((await anna.agent.get('/api/push-subscriptions.php')).body.devices).toEqual([]);
  });

  it('keeps at most 20 devices per member, also when 25 subscribe at once', async () => {
    const anna = await m.member({ name: 'Anna' });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        write(anna, 'post', '/api/push-subscriptions.php', {
          subscription: subscriptionJson(service.endpoint(), browserKeys()),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(201));
    expect((await anna.agent.get('/api/push-subscriptions.php')).body.devices).toHaveLength(20);
  });

  it('refuses to subscribe when the site has no usable key pair (fail closed)', async () => {
    const site = await createSite(t.db, { push_public_key: 'BPublicKeyForTests', push_private_key: 'x' });
    const anna = await m.member({ name: 'Anna' });
    await t.db.query(`UPDATE accounts SET site_id = $2 WHERE id = $1`, [anna.id, site.id]);
    // on her site's own host: a session counts only there
    const response = await anna.agent
      .post('/api/push-subscriptions.php')
      .set('Host', site.domain)
      .set('X-Request-Type', 'client')
      .send({ subscription: subscriptionJson(service.endpoint(), browserKeys()) });
    expect(response.status).toBe(503);
    expect(response.body.error).toBe('push_unavailable');
  });

  it('pushes a new message in the recipient language with the text, the chat to open and the badge', async () => {
    const anna = await m.member({ name: 'Anna' }, { credits: 20 });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    await write(ben, 'put', '/api/user.php', { language: 'de' }).expect(200);
    const bens = await subscribe(ben);

    const sent = await m.send(anna, ben, 'Hallo Ben, wie geht es dir?').expect(201);
    const conversation = sent.body.conversation.id as number;
    expect(await received(bens.endpoint, bens.keys)).toEqual({
      v: 2,
      kind: 'message',
      title: 'Anna hat dir eine Nachricht geschickt',
      body: 'Hallo Ben, wie geht es dir?',
      url: `/chats/${conversation}`,
      badge: 1,
      tag: `chat-${conversation}`,
    });

    // Ben chose privacy: who wrote, never what.
    await write(ben, 'put', '/api/push-subscriptions.php', { show_message_text: false }).expect(200);
    await m.send(anna, ben, 'Ein Geheimnis').expect(201);
    const second = await received(bens.endpoint, bens.keys, 1);
    expect(second).toMatchObject({
      kind: 'message',
      title: 'Anna hat dir eine Nachricht geschickt',
      body: 'Öffne den Chat, um sie zu lesen.',
      badge: 2,
    });
    expect(JSON.stringify(second)).not.toContain('Geheimnis');
  });

  it('pushes a like to the liked member and a match to both (the like that matched is told by the match)', async () => {
    const anna = await m.member({ name: 'Anna' });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    const annas = await subscribe(anna);
    const bens = await subscribe(ben);

    await write(anna, 'post', '/api/like.php', { id: ben.id }).expect(200);
    expect(await received(bens.endpoint, bens.keys)).toEqual({
      v: 2,
      kind: 'like',
      title: 'Anna likes you',
      body: 'Have a look at their profile.',
      url: '/likes',
      badge: 1,
      tag: 'likes',
    });

    await write(ben, 'post', '/api/like.php', { id: anna.id }).expect(200);
    expect(await received(annas.endpoint, annas.keys)).toEqual({
      v: 2,
      kind: 'match',
      title: "It's a match!",
      body: 'You and Ben like each other.',
      url: `/members/${ben.id}`,
      badge: 1,
      tag: `match-${ben.id}`,
    });
    expect(await received(bens.endpoint, bens.keys, 1)).toMatchObject({
      kind: 'match',
      body: 'You and Anna like each other.',
      url: `/members/${anna.id}`,
    });
    await pushesDone();
    expect(service.to(annas.endpoint)).toHaveLength(1);
    expect(service.to(bens.endpoint)).toHaveLength(2);
  });

  it('a device answered 410 is removed; a device switched off gets nothing', async () => {
    const anna = await m.member({ name: 'Anna' }, { credits: 20 });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    const off = await subscribe(ben, MAC_FIREFOX);
    const gone = await subscribe(ben);
    const live = await subscribe(ben);
    await write(ben, 'put', '/api/push-subscriptions.php', { id: off.deviceId, enabled: false }).expect(200);
    service.answer(gone.endpoint, 410);

    await m.send(anna, ben, 'Hi').expect(201);
    expect(await received(live.endpoint, live.keys)).toMatchObject({ kind: 'message', body: 'Hi' });
    await pushesDone();
    expect(service.to(gone.endpoint)).toHaveLength(1);
    expect(service.to(off.endpoint)).toHaveLength(0);
    const devices = (await ben.agent.get('/api/push-subscriptions.php')).body.devices as { id: number }[];
    expect(devices.map((device) => device.id)).toEqual([off.deviceId, live.deviceId]);

    await m.send(anna, ben, 'Again').expect(201);
    await received(live.endpoint, live.keys, 1);
    await pushesDone();
    expect(service.to(live.endpoint)).toHaveLength(2);
  });

  it('a push service failing (500) is retried by Bull for that device only; the others get the push once', async () => {
    const anna = await m.member({ name: 'Anna' });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    const failing = await subscribe(ben);
    const working = await subscribe(ben);
    service.answer(failing.endpoint, 500);

    await write(anna, 'post', '/api/like.php', { id: ben.id }).expect(200);
    await received(working.endpoint, working.keys);
    await service.next(failing.endpoint);
    service.answer(failing.endpoint, 201);
    // Bull's retry (after its backoff) reaches the failing device, and only it.
    expect(await received(failing.endpoint, failing.keys, 1)).toMatchObject({
      kind: 'like',
      title: 'Anna likes you',
    });
    await pushesDone();
    expect(service.to(working.endpoint)).toHaveLength(1);
    expect(service.to(failing.endpoint)).toHaveLength(2);
  }, 30_000);
});
