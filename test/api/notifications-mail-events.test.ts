import type { AddressInfo } from 'node:net';
import { getQueueToken } from '@nestjs/bull';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { Job, Queue } from 'bull';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { AppModule } from '../../server/src/app.module';
import { configureApp } from '../../server/src/bootstrap/configure-app';
import { MessageSent } from '../../server/src/messaging/messaging.contracts';
import type { MailItemCategory } from '../../server/src/notifications/database/notification-mails.repository';
import {
  type BatchedMailOutcome,
  BatchedMailProcessor,
} from '../../server/src/notifications/mail/batched/batched-mail.processor';
import { type BatchedMailJob, BatchedMails } from '../../server/src/notifications/mail/batched/batched-mails';
import { MailAboutMessage } from '../../server/src/notifications/mail/events/mail-events.handlers';
import { MemberPresence } from '../../server/src/notifications/mail/presence/member-presence';
import { CLOCK } from '../../server/src/shared/clock/clock';
import { type ChatMember, chatMembers } from './helpers/chat-members';
import { eventually } from './helpers/eventually';
import { createCompanyInfo, createSite } from './helpers/fixtures';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';
import { Outbox } from '../../server/src/shared/outbox/outbox';
import { AppConfigService } from '../../server/src/shared/config/app-config.service';

/*
 * Mails about messages, likes and matches, end to end: through messages.php, like.php and chat-read.php,
 * the outbox handlers, the batched mail job (delayed for an hour here; each test promotes it instead of
 * waiting) and the real SMTP test server. A second instance (B) runs on the same database and Redis.
 */

type Member = ChatMember & { cookie: string };

describe('notification mails about messages, likes and matches', () => {
  let t: TestApp;
  let b: INestApplication;
  let url: string;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let chat: ReturnType<typeof chatMembers>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_MAIL_DELAY_SECONDS: '3600' });
    const site = await createSite(t.db, { is_default: true, name: 'Kindred Test' });
    await createCompanyInfo(t.db, site.id);
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    chat = chatMembers(t);
    // process.env holds the test app's database, Redis and prefix: B shares them.
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(CLOCK)
      .useValue(t.clock)
      .compile();
    b = configureApp(moduleRef.createNestApplication<NestExpressApplication>({ logger: ['error'] }));
    await b.init();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b?.close();
    await t?.close();
    await smtp?.close();
  });

  async function member(overrides: Record<string, unknown> = {}): Promise<Member> {
    const signedUp = await chat.member(overrides, { premium: true, credits: 100 });
    const cookie = ([] as string[])
      .concat(signedUp.response.headers['set-cookie'] ?? [])
      .find((one) => one.startsWith('kindred.sid='))!
      .split(';')[0]!;
    return { ...signedUp, cookie };
  }
  const woman = (overrides: Record<string, unknown> = {}) => member({ name: 'Anna', ...overrides });
  const man = (overrides: Record<string, unknown> = {}) =>
    member({ name: 'Ben', gender: 'male', seeking: 'female', ...overrides });

  // Mails are noted after the answer (the outbox's afterAnswer deliveries): wait for them.
  const settled = () => t.app.get(Outbox).settled();
  const send = async (from: Member, to: Member, text = 'Hello there') => {
    const { body } = await chat.send(from, to, text).expect(201);
    await settled();
    return body as { message: { id: number }; conversation: { id: number } };
  };
  const like = async (from: Member, to: Member) => {
    const answer = await from.agent
      .post('/api/like.php')
      .set('X-Request-Type', 'client')
      .send({ id: to.id })
      .expect(200);
    await settled();
    return answer;
  };
  const setPreferences = (memberId: number, columns: Record<string, unknown>) =>
    t.db.query(
      `INSERT INTO notification_preferences (account_id, ${Object.keys(columns)
        .map((column) => `"${column}"`)
        .join(', ')}) VALUES ($1, ${Object.keys(columns)
        .map((_, i) => `$${i + 2}`)
        .join(', ')})`,
      [memberId, ...Object.values(columns)],
    );

  const queue = () => t.app.get<Queue>(getQueueToken('notification-mail'));
  const waiting = (memberId: number, category: MailItemCategory) =>
    t.app.get(BatchedMails).waiting(memberId, category);

  /** The member's waiting batched mail job: promoted (run now rather than after its delay), then its outcome. */
  async function runBatch(memberId: number, category: MailItemCategory): Promise<BatchedMailOutcome> {
    const jobId = await waiting(memberId, category);
    expect(jobId).toBeTruthy();
    const job = (await queue().getJob(jobId!)) as Job;
    await job.promote();
    return (await job.finished()) as BatchedMailOutcome;
  }

  /** Every queued mail has been handed to SMTP; then what the member got is all they will get. */
  async function mailsTo(email: string, subject: RegExp) {
    const mail = t.app.get<Queue>(getQueueToken('mail'));
    await eventually(
      () => mail.getJobCounts(),
      (counts) => counts.waiting + counts.active + counts.delayed === 0,
    );
    return smtp.matching(email, subject);
  }

  async function connect(who: Member, to = url): Promise<Socket> {
    const socket = io(to, { transports: ['websocket'], extraHeaders: { Cookie: who.cookie } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('ready', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('mails a new conversation, then several messages as one mail, in the member’s language', async () => {
    const anna = await woman({ language: 'de' });
    const ben = await man();
    await send(ben, anna, 'Hallo Anna');
    expect(await runBatch(anna.id, 'messages')).toEqual({ items: 1, mailed: true });
    const first = await smtp.waitFor(anna.body.email, /Jemand Neues hat dir auf Kindred Test geschrieben/);
    expect(first.text).toContain('Ben: 1 ungelesen');
    expect(first.text).not.toContain('Hallo Anna'); // no message text in mails

    for (const text of ['Wie geht es dir?', 'Bist du da?', 'Melde dich!']) await send(ben, anna, text);
    expect(await runBatch(anna.id, 'messages')).toEqual({ items: 3, mailed: true });
    const digest = await smtp.waitFor(anna.body.email, /Du hast neue Nachrichten auf Kindred Test/);
    expect(digest.text).toContain('Ben: 3 ungelesen');
    expect(await mailsTo(anna.body.email, /Nachrichten|geschrieben/)).toHaveLength(2);
  });

  it('carries one-click unsubscribe headers whose POST switches the type off without a login', async () => {
    const anna = await woman();
    const ben = await man();
    await send(ben, anna);
    await runBatch(anna.id, 'messages');
    const mail = await smtp.waitFor(anna.body.email, /Someone new wrote to you/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/\S+\/api\/unsubscribe\.php\?t=\S+>$/);
    expect(mail.text).toContain('/api/unsubscribe.php?t=');

    // The mail client's one-click POST (RFC 8058), without a login, switches new conversations off at once.
    const link = new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!);
    await request(t.http)
      .post(`${link.pathname}${link.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await send(await man(), anna);
    expect(await waiting(anna.id, 'messages')).toBeNull();
  });

  it('mails a like, and a match as a match, once', async () => {
    const anna = await woman({ language: 'fr' });
    const ben = await man({ language: 'nl' });
    await like(ben, anna);
    expect(await runBatch(anna.id, 'likes')).toEqual({ items: 1, mailed: true });
    const liked = await smtp.waitFor(anna.body.email, /Quelqu’un aime votre profil sur Kindred Test/);
    expect(liked.text).toContain('Bonne nouvelle de Kindred Test :');
    expect(liked.text).toContain('Ben aime votre profil.');

    await like(anna, ben); // a match: ben liked first and learns it
    expect(await runBatch(ben.id, 'likes')).toEqual({ items: 2, mailed: true });
    const matched = await smtp.waitFor(ben.body.email, /Iemand vindt je leuk op Kindred Test/);
    expect(matched.text).toContain('Het is een match: jij en Anna vinden elkaar leuk.');
    expect(matched.text).not.toContain('Anna vindt je leuk.');
    expect(await waiting(anna.id, 'likes')).toBeNull(); // anna made the match herself: no mail
  });

  it('sends nothing the member switched off, chose never for, or while their address is disabled', async () => {
    const off = await woman();
    await setPreferences(off.id, { new_conversations: false, like: false });
    const never = await woman();
    await setPreferences(never.id, { messages_frequency: 'never', likes_frequency: 'never' });
    const bounced = await woman();
    const complained = await woman();
    // The provider's notices, through the real endpoint.
    for (const [member, event] of [
      [bounced, 'bounce'],
      [complained, 'complaint'],
    ] as const)
      await request(t.http)
        .post('/api/mail-events.php')
        .set('X-Mail-Events-Secret', t.app.get(AppConfigService).get('MAIL_EVENTS_SECRET')!)
        .send({ event, email: member.body.email })
        .expect(200);
    for (const recipient of [off, never, bounced, complained]) {
      const ben = await man();
      await send(ben, recipient);
      await like(ben, recipient);
      expect(await waiting(recipient.id, 'messages')).toBeNull();
      expect(await waiting(recipient.id, 'likes')).toBeNull();
      expect(
        await chat.count(`SELECT count(*)::int AS n FROM notification_mail_items WHERE member_id = $1`, [
          recipient.id,
        ]),
      ).toBe(0);
    }
  });

  it('waits a day for members who chose a daily digest', async () => {
    const anna = await woman();
    const ben = await man();
    await setPreferences(anna.id, { messages_frequency: 'daily' });
    await send(ben, anna);
    await send(ben, anna, 'And again');
    const job = (await queue().getJob((await waiting(anna.id, 'messages'))!)) as Job;
    expect(job.opts.delay).toBe(24 * 60 * 60 * 1000);
    expect(await runBatch(anna.id, 'messages')).toEqual({ items: 2, mailed: true });
    expect((await smtp.waitFor(anna.body.email, /Someone new wrote to you/)).text).toContain('Ben: 2 unread');
  });

  it('sends no chat mail while the member is in the app, but does once the page-hidden beacon came', async () => {
    const anna = await woman();
    const ben = await man();
    await connect(anna);
    await send(ben, anna);
    expect(await runBatch(anna.id, 'messages')).toEqual({ items: 1, mailed: false, skipped: 'in_app' });

    // The beacon: no X-Request-Type (a beacon cannot send one), an empty JSON body.
    await anna.agent
      .post('/api/page-hidden.php')
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(200, { ok: true });
    await send(ben, anna, 'Are you there?');
    expect(await runBatch(anna.id, 'messages')).toEqual({ items: 1, mailed: true });
    expect((await smtp.waitFor(anna.body.email, /You have new messages/)).text).toContain('Ben: 1 unread');

    // Reading a chat shows she is back: the beacon no longer counts.
    const { conversation } = await send(ben, anna, 'Hello again');
    await anna.agent
      .post('/api/chat-read.php')
      .set('X-Request-Type', 'client')
      .send({ id: conversation.id })
      .expect(200);
    await eventually(
      () => t.app.get(MemberPresence).inApp(anna.id),
      (inApp) => inApp,
    );
    await send(ben, anna, 'One more');
    expect(await runBatch(anna.id, 'messages')).toEqual({ items: 2, mailed: false, skipped: 'in_app' });
  });

  it('sees a socket open on another instance', async () => {
    const anna = await woman();
    await b.listen(0, '127.0.0.1');
    const bUrl = `http://127.0.0.1:${(b.getHttpServer().address() as AddressInfo).port}`;
    const presence = t.app.get(MemberPresence);
    expect(await presence.inApp(anna.id)).toBe(false);
    const socket = await connect(anna, bUrl);
    expect(await presence.inApp(anna.id)).toBe(true);
    socket.disconnect();
    await eventually(
      () => presence.inApp(anna.id),
      (inApp) => !inApp,
    );
  });

  it('leaves out messages read before the mail was due', async () => {
    const anna = await woman();
    const ben = await man();
    const { conversation } = await send(ben, anna);
    await anna.agent
      .post('/api/chat-read.php')
      .set('X-Request-Type', 'client')
      .send({ id: conversation.id })
      .expect(200);
    expect(await runBatch(anna.id, 'messages')).toEqual({ items: 1, mailed: false, skipped: 'read' });
  });

  it('mails once when the same event is handled twice, on two instances, and the job runs twice', async () => {
    const anna = await woman();
    const ben = await man();
    const { message, conversation } = await send(ben, anna);
    const event = new MessageSent(message.id, conversation.id, ben.id, anna.id, 'text', true, t.clock.now());
    // The outbox delivered it once already; deliver it again twice on this instance (one statement notes
    // both: the same row once) and on B, all at once.
    await Promise.all(
      [t.app, t.app, b].map((app) =>
        app.get(MailAboutMessage).handle(event, { eventId: 'again', manager: t.db.manager }),
      ),
    );
    const jobId = (await waiting(anna.id, 'messages'))!;
    expect(await runBatch(anna.id, 'messages')).toEqual({ items: 1, mailed: true });
    // The same job again, on B (a retry, or a stalled job run by another worker): the same item, no mail.
    const rerun = { id: jobId, data: { memberId: anna.id, category: 'messages' } } as Job<BatchedMailJob>;
    expect(await b.get(BatchedMailProcessor).run(rerun)).toEqual({ items: 1, mailed: false });
    // And the event once more, after its mail: nothing new is noted.
    await b.get(MailAboutMessage).handle(event, { eventId: 'late', manager: t.db.manager });
    expect(await waiting(anna.id, 'messages')).toBeNull();
    expect(await mailsTo(anna.body.email, /Someone new wrote to you/)).toHaveLength(1);
  });
});
