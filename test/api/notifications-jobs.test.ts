import { getQueueToken } from '@nestjs/bull';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QueryBus } from '@nestjs/cqrs';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Queue } from 'bull';
import {
  ERASE_EXPIRED_JOB,
  EraseExpiredAccountsSchedule,
} from '../../server/src/identity/jobs/erase-expired-accounts';
import {
  NOTIFICATION_JOBS,
  type NotificationJob,
} from '../../server/src/notifications/jobs/notification-job-rules';
import { ListUnreadMessageRecipientsQuery } from '../../server/src/messaging/messaging.contracts';
import { NotificationJobsSchedule } from '../../server/src/notifications/jobs/notification-jobs.schedule';
import { UnreadMessageReminders } from '../../server/src/notifications/jobs/unread-message-reminders';
import { FixedClock } from '../../server/src/shared/clock/clock';
import type { Triggered } from '../../server/src/shared/scheduling/scheduled-runs';
import { moderatorOf } from './helpers/admins';
import { type ChatMember, chatMembers } from './helpers/chat-members';
import { eventually } from './helpers/eventually';
import { createCompanyInfo, createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, startInstance, type TestApp } from './helpers/test-app';

interface Instance {
  app: NestExpressApplication;
  clock: FixedClock;
}

/*
 * The scheduled notification jobs against real PostgreSQL, Redis and an SMTP server, with two app
 * instances on one database and one Redis prefix (this test's app and a second one booted beside it).
 * The jobs are triggered by calling the cron's own methods with the clocks moved; the real cron timers are
 * stopped, so no tick of the wall clock claims a period behind the test's back.
 */
describe('scheduled notification jobs', () => {
  let t: TestApp;
  let second: Instance;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let chat: ReturnType<typeof chatMembers>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const site = await createSite(t.db, { is_default: true, name: 'Kindred Test' });
    await createCompanyInfo(t.db, site.id);
    second = await secondInstance(t.clock.now());
    for (const app of [t.app, second.app]) stopCronTimers(app);
    chat = chatMembers(t);
  });
  afterAll(async () => {
    await second?.app.close();
    await t?.close();
    await smtp?.close();
  });

  /** Another instance of the app: process.env still holds this test's database, Redis prefix and SMTP server. */
  async function secondInstance(now: Date): Promise<Instance> {
    const clock = new FixedClock(now);
    return { app: await startInstance(clock), clock };
  }

  function stopCronTimers(app: NestExpressApplication): void {
    for (const job of app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
  }

  const instances = (): Instance[] => [{ app: t.app, clock: t.clock }, second];
  const setClocks = (at: Date | string) => {
    for (const { clock } of instances()) clock.set(new Date(at));
  };
  const queueOf = (name: string, app = t.app) => app.get<Queue>(getQueueToken(name));

  /** Waits for the Bull job a trigger names (whichever instance runs it) and answers what it returned. */
  async function finished(triggered: Triggered, queue = 'notification-jobs'): Promise<unknown> {
    const job = await queueOf(queue).getJob(triggered.jobId);
    return job ? job.finished() : null;
  }

  /** Triggers a job on this test's instance, as its cron would, and waits for the run. */
  async function run(job: NotificationJob, app = t.app): Promise<{ triggered: Triggered; result: unknown }> {
    const triggered = await app.get(NotificationJobsSchedule).trigger(job);
    if (!triggered) throw new Error(`${job} is not due before its hour`);
    return { triggered, result: triggered.finished ? null : await finished(triggered) };
  }

  /** Every mail queued so far has reached the SMTP server. */
  const mailsDelivered = () =>
    eventually(
      () => queueOf('mail').getJobCounts(),
      (counts) => counts.waiting + counts.active + counts.delayed === 0,
    );

  const mailsTo = async (email: string, subject: RegExp) => {
    await mailsDelivered();
    return smtp.matching(email, subject);
  };

  const switchOff = (memberId: number, type: string) =>
    t.db.query(`INSERT INTO notification_preferences (account_id, ${type}) VALUES ($1, false)`, [memberId]);

  describe('unread-message reminders', () => {
    let sender: ChatMember;
    let recipient: ChatMember;
    let silenced: ChatMember;
    const subject = /Ungelesene Nachrichten warten auf dich bei Kindred Test/;

    beforeAll(async () => {
      setClocks('2026-11-21T20:00:00Z');
      sender = await chat.member({ name: 'Sender' }, { premium: true, credits: 100 });
      recipient = await chat.member({ name: 'Greta', language: 'de', gender: 'male', seeking: 'female' });
      silenced = await chat.member({ name: 'Silke', gender: 'male', seeking: 'female' });
      await switchOff(silenced.id, 'unread_message_reminders');
      await chat.send(sender, recipient, 'Hallo Greta').expect(201);
      await chat.send(sender, recipient, 'Bist du da?').expect(201);
      await chat.send(sender, silenced, 'Hello Silke').expect(201);
    });

    it('waits a day, then reminds once in the member’s language; a second run of the day sends nothing', async () => {
      // Daily runs start at 16:00 UTC: a tick before triggers nothing.
      setClocks('2026-11-22T15:50:00Z');
      expect(await t.app.get(NotificationJobsSchedule).trigger('unreadMessageReminders')).toBeNull();
      setClocks('2026-11-22T16:00:00Z'); // 20 hours after the messages: too early
      expect((await run('unreadMessageReminders')).result).toEqual({ considered: 0, queued: 0 });
      // The day's run is finished: later ticks of the same day run nothing, however early the first was.
      setClocks('2026-11-22T23:50:00Z');
      expect((await run('unreadMessageReminders')).triggered).toMatchObject({
        claimed: false,
        finished: true,
      });

      setClocks('2026-11-23T16:10:00Z'); // 44 hours after the messages
      const first = await run('unreadMessageReminders');
      expect(first.triggered).toMatchObject({ period: '2026-11-23', claimed: true, finished: false });
      // The recipient, and the member who switched the reminders off (considered, not mailed).
      expect(first.result).toEqual({ considered: 2, queued: 1 });
      const [mail] = await mailsTo(recipient.body.email, subject);
      expect(mail!.text).toContain('Hallo Greta,');
      expect(mail!.text).toContain('Ungelesene Nachrichten: 2.');
      expect(mail!.text).toContain('/chats');
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      // Again the same day: the trigger queues nothing, a job queued again by hand skips the finished day,
      // and the work itself done again (a retry after a crash halfway) queues no second mail.
      setClocks('2026-11-23T23:50:00Z');
      expect((await run('unreadMessageReminders')).triggered).toMatchObject({
        claimed: false,
        finished: true,
      });
      const requeued = await queueOf('notification-jobs').add(NOTIFICATION_JOBS.unreadMessageReminders.name, {
        period: '2026-11-23',
      });
      expect(await requeued.finished()).toEqual({ skipped: true });
      expect(await t.app.get(UnreadMessageReminders).run(t.clock.now(), '2026-11-23')).toEqual({
        considered: 2,
        queued: 0,
      });

      expect(await mailsTo(recipient.body.email, subject)).toHaveLength(1);
      expect(await mailsTo(silenced.body.email, /Unread messages/)).toHaveLength(0);
    });

    it('reminds again the next day while the messages stay unread, and stops once they are read', async () => {
      setClocks('2026-11-24T16:10:00Z');
      expect((await run('unreadMessageReminders')).result).toEqual({ considered: 2, queued: 1 });
      expect(await mailsTo(recipient.body.email, subject)).toHaveLength(2);

      const [conversation] = (await t.db.query(
        `SELECT conversation_id AS id FROM conversation_members WHERE member_id = $1`,
        [recipient.id],
      )) as [{ id: number }];
      await chat.write(recipient.agent, 'post', '/api/chat-read.php', { id: conversation!.id }).expect(200);

      setClocks('2026-11-25T16:10:00Z');
      expect((await run('unreadMessageReminders')).result).toEqual({ considered: 1, queued: 0 });
      expect(await mailsTo(recipient.body.email, subject)).toHaveLength(2);
    });
  });

  describe('the activation reminder, with two instances running the scheduler', () => {
    it('reminds a member who has not confirmed after a day, once, whichever instance triggers', async () => {
      setClocks('2027-02-01T08:30:00Z');
      const waiting = await signUp(t, { language: 'fr', name: 'Fabienne' });
      const silenced = await signUp(t);
      await switchOff(silenced.user.id as number, 'reminders');
      await chat.member({ language: 'fr' }); // confirmed: not reminded
      setClocks('2027-02-02T07:00:00Z');
      const recent = await signUp(t, { language: 'fr' });

      setClocks('2027-02-02T09:05:00Z');
      // Both instances' crons tick at once, three times each: one claims the hour, all name the same Bull job.
      const triggers = await Promise.all(
        [...instances(), ...instances(), ...instances()].map(
          ({ app }) => app.get(NotificationJobsSchedule).trigger('activationReminders') as Promise<Triggered>,
        ),
      );
      expect(triggers.filter((one) => one.claimed)).toHaveLength(1);
      expect(new Set(triggers.map((one) => one.jobId))).toEqual(
        new Set(['activation-reminders:2027-02-02T09']),
      );
      const [a] = triggers;
      // The rest of their crons' work too, on both at once.
      await Promise.all(instances().map(({ app }) => app.get(NotificationJobsSchedule).triggerAll()));
      expect(await finished(a!)).toEqual({ considered: 2, queued: 1 });

      const subject = /Veuillez confirmer votre adresse e-mail pour Kindred Test/;
      const [mail] = await mailsTo(waiting.body.email, subject);
      expect(mail!.text).toContain('Bonjour Fabienne,');
      expect(mail!.text).toContain("n'est pas encore confirmée");
      expect(mail!.text).toMatch(/\/login/);
      expect(await mailsTo(silenced.body.email, /Please confirm your e-mail address/)).toHaveLength(0);
      expect(await mailsTo(recent.body.email, subject)).toHaveLength(0);

      // The next hour, on the other instance: nobody new, and the reminder does not go twice.
      setClocks('2027-02-02T10:05:00Z');
      expect((await run('activationReminders', second.app)).result).toEqual({ considered: 2, queued: 0 });
      // A day later the recent member's turn has come: theirs goes, once as well.
      setClocks('2027-02-03T09:05:00Z');
      expect((await run('activationReminders')).result).toEqual({ considered: 3, queued: 1 });
      expect(await mailsTo(waiting.body.email, subject)).toHaveLength(1);
      expect(await mailsTo(recent.body.email, subject)).toHaveLength(1);
    });
  });

  describe('weekly updates', () => {
    /** Sets when a profile was made, and puts every other profile made since then long before. */
    async function joinedAt(memberId: number, at: string): Promise<void> {
      await t.db.query(`UPDATE profiles SET created_at = $2 WHERE created_at >= $2 AND id <> $1`, [
        memberId,
        '2026-01-01T00:00:00Z',
      ]);
      await t.db.query(`UPDATE profiles SET created_at = $2 WHERE id = $1`, [memberId, at]);
    }

    it('tells each member of the likes and new members of the past week, once a week', async () => {
      setClocks('2026-11-18T12:00:00Z'); // Wednesday of week 47
      const member = await chat.member({ name: 'Elena', language: 'es' });
      const silenced = await chat.member();
      await switchOff(silenced.id, 'weekly_updates');
      const liker = await chat.member({ gender: 'male', seeking: 'female' });
      await chat.write(liker.agent, 'post', '/api/like.php', { id: member.id }).expect(200);
      await chat.write(liker.agent, 'post', '/api/like.php', { id: silenced.id }).expect(200);
      // Profiles are made at the database's time, not the test's: the liker, a man seeking women near them,
      // joined that week; everyone else long ago.
      await joinedAt(liker.id, '2026-11-19T10:00:00Z');

      setClocks('2026-11-23T00:05:00Z'); // Monday: week 48 begins, week 47 is told from 16:00 on
      expect(await t.app.get(NotificationJobsSchedule).trigger('weeklyUpdates')).toBeNull();
      setClocks('2026-11-23T16:05:00Z');
      const first = await run('weeklyUpdates');
      expect(first.triggered).toMatchObject({ period: '2026-W48', claimed: true });
      const subject = /Tu semana en Kindred Test/;
      const [mail] = await mailsTo(member.body.email, subject);
      expect(mail!.text).toContain('Hola, Elena');
      expect(mail!.text).toContain('Miembros a los que les gustas: 1');
      expect(mail!.text).toContain('Miembros nuevos cerca de ti: 1');
      expect(mail!.text).toContain('/likes');
      expect(await mailsTo(silenced.body.email, /week/i)).toHaveLength(0);

      // Later in week 48, on the other instance: nothing more.
      setClocks('2026-11-25T18:00:00Z');
      expect((await run('weeklyUpdates', second.app)).triggered).toMatchObject({ finished: true });
      const another = await chat.member({ gender: 'female', seeking: 'female' });
      await chat.write(another.agent, 'post', '/api/like.php', { id: member.id }).expect(200);
      await joinedAt(another.id, '2026-11-25T12:00:00Z'); // not what Elena seeks: not counted

      // Week 49 tells week 48: the new like.
      setClocks('2026-11-30T16:00:00Z');
      expect((await run('weeklyUpdates', second.app)).triggered).toMatchObject({ period: '2026-W49' });
      const mails = await mailsTo(member.body.email, subject);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.text).toContain('Miembros a los que les gustas: 1');
      expect(mails[1]!.text).not.toContain('Miembros nuevos cerca de ti');
    });
  });

  describe('deletion expiry (identity)', () => {
    it('erases once per hour, however many instances trigger it', async () => {
      setClocks('2027-03-10T12:00:00Z');
      const leaving = await signUp(t);
      await t.db.query(`UPDATE accounts SET deleted_at = $2 WHERE id = $1`, [
        leaving.user.id,
        '2027-02-20T00:00:00Z',
      ]);
      const triggers = await Promise.all(
        [...instances(), ...instances(), ...instances()].map(({ app }) =>
          app.get(EraseExpiredAccountsSchedule).schedule(),
        ),
      );
      expect(triggers.filter((one) => one.claimed)).toHaveLength(1);
      expect(new Set(triggers.map((one) => one.jobId))).toEqual(
        new Set([`${ERASE_EXPIRED_JOB}:2027-03-10T12`]),
      );
      const [a] = triggers;
      expect(await finished(a!, 'account-erasure')).toEqual({ erased: [leaving.user.id] });

      // The same hour again: nothing queued; the job queued again by hand skips the finished hour.
      expect(await t.app.get(EraseExpiredAccountsSchedule).schedule()).toMatchObject({ finished: true });
      const again = await queueOf('account-erasure').add(ERASE_EXPIRED_JOB, { period: '2027-03-10T12' });
      expect(await again.finished()).toEqual({ erased: [], skipped: true });
      const [row] = (await t.db.query(`SELECT erased_at FROM accounts WHERE id = $1`, [leaving.user.id])) as [
        { erased_at: Date | null },
      ];
      expect(row.erased_at).not.toBeNull();
    });
  });

  /**
   * Three paying senders and two members: the first member hears only from the first sender, the second
   * from the first sender (twice) and the other two.
   */
  async function unreadFrom(senders: [string, string, string], members: [string, string]) {
    const male = { gender: 'male', seeking: 'female' };
    const sender = (name: string) => chat.member({ name }, { premium: true, credits: 100 });
    const [first, second, third] = [
      await sender(senders[0]),
      await sender(senders[1]),
      await sender(senders[2]),
    ];
    const only = await chat.member({ name: members[0], ...male });
    const many = await chat.member({ name: members[1], ...male });
    for (const [from, to] of [
      [first, only],
      [first, many],
      [first, many],
      [second, many],
      [third, many],
    ] as const)
      await chat.send(from, to, 'Hello').expect(201);
    return { senders: [first, second, third] as const, members: [only, many] as const };
  }

  const englishSubject = /Unread messages are waiting for you at Kindred Test/;

  /**
   * The reminders run at `runAt` (UTC) and mail each of `mails` and no one else: a member's `nth` mail
   * (in English) tells their `unread` messages.
   */
  async function remindsEach(runAt: string, mails: [member: ChatMember, nth: number, unread: number][]) {
    setClocks(runAt);
    expect((await run('unreadMessageReminders')).result).toEqual({
      considered: mails.length,
      queued: mails.length,
    });
    for (const [member, nth, unread] of mails)
      expect((await mailsTo(member.body.email, englishSubject))[nth]!.text).toContain(
        `Unread messages: ${unread}.`,
      );
  }

  /**
   * The reminders run at `runAt` (UTC): of unreadFrom's members only `many` is mailed, with `unread` messages
   * in `conversations`, the count its badge shows; the page of `only` alone (who hears only from a partner
   * left out) is passed over, not taken for the end.
   */
  async function remindsManyAlone(
    [only, many]: readonly [ChatMember, ChatMember],
    runAt: string,
    unread: number,
    conversations: number,
  ) {
    setClocks(runAt);
    expect((await run('unreadMessageReminders')).result).toEqual({ considered: 1, queued: 1 });
    const [mail] = await mailsTo(many.body.email, englishSubject);
    expect(mail!.text).toContain(`Unread messages: ${unread}.`);
    expect((await many.agent.get('/api/chat-totals.php').expect(200)).body).toEqual({ unread });
    expect(await mailsTo(only.body.email, englishSubject)).toHaveLength(0);
    const day = 24 * 3600_000;
    const window = [new Date(Date.parse(runAt) - 7 * day), new Date(Date.parse(runAt) - day)] as const;
    expect(
      await t.app.get(QueryBus).execute(new ListUnreadMessageRecipientsQuery(...window, only.id - 1, 1)),
    ).toEqual([{ memberId: many.id, unreadMessages: unread, conversations }]);
  }

  describe('unread-message reminders leave out departed partners', () => {
    it('neither counts nor mails messages from a banned or deleted partner, until an unban', async () => {
      setClocks('2027-04-01T20:00:00Z');
      // Fiona hears only from Ben; Anna from Ben (twice), Carl and Dora.
      const {
        senders: [ben, , dora],
        members: [fiona, anna],
      } = await unreadFrom(['Ben', 'Carl', 'Dora'], ['Fiona', 'Anna']);
      const moderate = await moderatorOf(t, ben.id);
      await moderate('ban');
      await chat.write(dora.agent, 'post', '/api/delete-account.php', { reason: 'time' }).expect(200);
      const subject = /Unread messages are waiting for you at Kindred Test/;

      setClocks('2027-04-03T16:10:00Z');
      expect((await run('unreadMessageReminders')).result).toEqual({ considered: 1, queued: 1 });
      const [mail] = await mailsTo(anna.body.email, subject);
      expect(mail!.text).toContain('Unread messages: 1.');
      expect(await mailsTo(fiona.body.email, subject)).toHaveLength(0);
      // A page of members who hear only from departed partners is passed over, not taken for the end.
      const window = [new Date('2027-03-27T16:10:00Z'), new Date('2027-04-02T16:10:00Z')] as const;
      expect(
        await t.app.get(QueryBus).execute(new ListUnreadMessageRecipientsQuery(...window, fiona.id - 1, 1)),
      ).toEqual([{ memberId: anna.id, unreadMessages: 1, conversations: 1 }]);

      // Unbanned, Ben's messages count again (the deleted Dora's do not).
      await moderate('unban');
      setClocks('2027-04-04T16:10:00Z');
      expect((await run('unreadMessageReminders')).result).toEqual({ considered: 2, queued: 2 });
      expect((await mailsTo(anna.body.email, subject))[1]!.text).toContain('Unread messages: 3.');
      expect(await mailsTo(fiona.body.email, subject)).toHaveLength(1);
    });
  });

  describe('unread-message reminders leave out blocked partners', () => {
    it('neither counts nor mails messages from a partner blocked either way, as the chat badge, until an unblock', async () => {
      setClocks('2027-05-01T20:00:00Z');
      const { senders, members } = await unreadFrom(['Hank', 'Jon', 'Kai'], ['Gina', 'Ivy']);
      // Gina hears only from Hank; Ivy from Hank (twice), Jon and Kai.
      const [[hank, , kai], [gina, ivy]] = [senders, members];
      // Gina and Ivy blocked Hank; Kai blocked Ivy (the other way round).
      await chat.write(gina.agent, 'post', '/api/block.php', { id: hank.id }).expect(201);
      await chat.write(ivy.agent, 'post', '/api/block.php', { id: hank.id }).expect(201);
      await chat.write(kai.agent, 'post', '/api/block.php', { id: ivy.id }).expect(201);
      await remindsManyAlone(members, '2027-05-03T16:10:00Z', 1, 1);

      // Unblocked, Hank's messages count again for Gina.
      await chat.write(gina.agent, 'delete', '/api/block.php', { id: hank.id }).expect(200);
      await remindsEach('2027-05-04T16:10:00Z', [
        [gina, 0, 1],
        [ivy, 1, 1],
      ]);
    });
  });

  describe('unread-message reminders leave out partners whose profile is disabled', () => {
    it('neither counts nor mails messages from a partner with a disabled profile, as the chat badge, until it is enabled', async () => {
      setClocks('2027-06-01T20:00:00Z');
      const { senders, members } = await unreadFrom(['Otto', 'Paul', 'Rolf'], ['Nora', 'Mia']);
      // Nora hears only from Otto; Mia from Otto (twice), Paul and Rolf. Otto's profile is then hidden
      // (the state a profile is in before its member confirms; the test helpers set it the same way).
      const [[otto], [nora, mia]] = [senders, members];
      const setProfile = (status: string) =>
        t.db.query(`UPDATE profiles SET status = $2 WHERE id = $1`, [otto.id, status]);
      await setProfile('disabled');
      await remindsManyAlone(members, '2027-06-03T16:10:00Z', 2, 2);

      // Enabled again, Otto's messages count again, for the badge and the reminder.
      await setProfile('enabled');
      expect((await mia.agent.get('/api/chat-totals.php').expect(200)).body).toEqual({ unread: 4 });
      await remindsEach('2027-06-04T16:10:00Z', [
        [nora, 0, 1],
        [mia, 1, 4],
      ]);
    });
  });

  describe('unread-message reminders count what the badge counts: not what a removed chat held', () => {
    it('a removed chat makes no one due and counts nowhere; a newer message counts, once it is a day old', async () => {
      setClocks('2027-07-01T20:00:00Z');
      const { senders, members } = await unreadFrom(['Uwe', 'Vito', 'Wim'], ['Lea', 'Lou']);
      // Lea hears only from Uwe; Lou from Uwe (twice), Vito and Wim. Both remove their chat with Uwe.
      const [[uwe], [lea, lou]] = [senders, members];
      for (const member of members)
        await chat.write(member.agent, 'delete', '/api/chat.php', { profile_id: uwe.id }).expect(200);
      expect((await lea.agent.get('/api/chat-totals.php').expect(200)).body).toEqual({ unread: 0 });
      expect((await lou.agent.get('/api/chat-totals.php').expect(200)).body).toEqual({ unread: 2 });

      // Uwe writes anew, less than a day before the run: the chat is back with that message alone, in the
      // badge and in the count of Lou's reminder; Lea, whose only message in the window was removed, waits.
      setClocks('2027-07-03T10:00:00Z');
      for (const member of members) await chat.send(uwe, member, 'Still there?').expect(201);
      expect((await lea.agent.get('/api/chat-totals.php').expect(200)).body).toEqual({ unread: 1 });
      await remindsManyAlone(members, '2027-07-03T16:10:00Z', 3, 3);

      // A day later the new message has waited long enough: both are reminded of what their badge shows.
      await remindsEach('2027-07-04T16:10:00Z', [
        [lea, 0, 1],
        [lou, 1, 3],
      ]);
    });
  });

  describe('the badge and the unread reminders count chats older than the 200 listed', () => {
    it('an unread message in the 201st most recent chat counts in chats.php, the badge and the reminder', async () => {
      setClocks('2027-08-01T20:00:00Z');
      const [sender, zoe] = [
        await chat.member({ name: 'Quinn' }, { premium: true, credits: 100 }),
        await chat.member({ name: 'Zoe', gender: 'male', seeking: 'female' }),
      ];
      await chat.send(sender, zoe, 'Hello Zoe').expect(201);
      setClocks('2027-08-01T21:00:00Z');
      await chatsWrittenBy(zoe, 200);

      const list = (await zoe.agent.get('/api/chats.php').expect(200)).body;
      expect(list.chats).toHaveLength(200);
      expect(list.chats.map((one: { profile: { id: number } }) => one.profile.id)).not.toContain(sender.id);
      expect(list.unread).toBe(1);
      expect((await zoe.agent.get('/api/chat-totals.php').expect(200)).body).toEqual({ unread: 1 });

      await remindsEach('2027-08-03T16:10:00Z', [[zoe, 0, 1]]);
    });
  });

  /**
   * `count` new members (copies of a signed-up one), each in a chat with `member` holding one message
   * `member` sent them and they read, a second apart from the clock's time on: made in SQL, as 200 sign-ups
   * and first messages would take long and trip the sending limits.
   */
  async function chatsWrittenBy(member: ChatMember, count: number): Promise<void> {
    const model = await chat.member({ name: 'Crowd' });
    const partners = (await t.db.query(
      `WITH accounts_made AS (
         INSERT INTO accounts (site_id, email, password_hash, status, language, display_name, activated_at)
         SELECT a.site_id, 'crowd-' || n || '-' || a.email, a.password_hash, a.status, a.language,
                a.display_name, a.activated_at
           FROM accounts a, generate_series(1, $2) AS n WHERE a.id = $1
         RETURNING id)
       INSERT INTO profiles (id, site_id, status, name, gender, seeking, sexuality, birth_date, country, city)
       SELECT made.id, p.site_id, p.status, p.name, p.gender, p.seeking, p.sexuality, p.birth_date, p.country,
              p.city
         FROM accounts_made made, profiles p WHERE p.id = $1
       RETURNING id`,
      [model.id, count],
    )) as { id: number }[];
    await t.db.query(
      `WITH partners AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM unnest($2::int[]) AS ids (id)),
       made AS (
         INSERT INTO conversations (member_low, member_high, started_by, created_at)
         SELECT least($1, id), greatest($1, id), $1, $3::timestamptz + n * interval '1 second' FROM partners
         RETURNING id, member_low + member_high - $1 AS partner_id, created_at),
       sent AS (
         INSERT INTO messages (conversation_id, sender_id, recipient_id, client_id, kind, text, credits, state,
                               created_at, sent_at)
         SELECT id, $1, partner_id, 'crowd-' || id, 'text', 'Hi', 0, 'sent', created_at, created_at FROM made
         RETURNING id, conversation_id, recipient_id, sent_at)
       INSERT INTO conversation_members (conversation_id, member_id, partner_id, last_message_id, last_message_at,
                                         unread, read_up_to, has_sent, last_received_id)
       SELECT conversation_id, $1, recipient_id, id, sent_at, 0, 0, true, 0 FROM sent
       UNION ALL
       SELECT conversation_id, recipient_id, $1, id, sent_at, 0, id, false, id FROM sent`,
      [member.id, partners.map((partner) => partner.id), t.clock.now()],
    );
  }
});
