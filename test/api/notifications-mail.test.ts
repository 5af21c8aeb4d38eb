import { CommandBus } from '@nestjs/cqrs';
import { getQueueToken } from '@nestjs/bull';
import type { Job, Queue } from 'bull';
import { AnnouncementProcessor } from '../../server/src/notifications/mail/announcements/announcement.processor';
import { NotifyByMailCommand } from '../../server/src/notifications/mail/notify-by-mail.command';
import { SendAnnouncementCommand } from '../../server/src/notifications/notifications.contracts';
import { eventually } from './helpers/eventually';
import { createCompanyInfo, createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('notification mails: NotifyByMailCommand', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const site = await createSite(t.db, { is_default: true, name: 'Kindred Test' });
    await createCompanyInfo(t.db, site.id, 'Kindred Holding B.V.');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const notify = (memberId: number, type: NotifyByMailCommand['type'], key: string, params = {}) =>
    t.app
      .get(CommandBus)
      .execute(
        new NotifyByMailCommand(
          memberId,
          type,
          'likes',
          { likes: [{ name: 'Lena', match: false }], ...params },
          key,
        ),
      );

  it('mails in the member’s language, with the site’s name, the company footer and one-click unsubscribe', async () => {
    const { user, body } = await signUp(t, { language: 'de' });
    await expect(notify(user.id, 'like', `test:de:${user.id}`)).resolves.toEqual({ queued: true });
    const mail = await smtp.waitFor(body.email, /Jemand mag dich auf Kindred Test/);
    expect(mail.text).toContain('Lena mag dich.');
    expect(mail.text).toContain('Kindred Holding B.V.');
    expect(mail.html).toContain('Lena mag dich.');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('#d1325a');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/unsubscribe\.php\?t=[^>]+>$/);
  });

  it('sends one mail for one dedupe key, however often and however concurrently it is asked', async () => {
    const { user, body } = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => notify(user.id, 'like', `test:once:${user.id}`)),
    );
    expect(answers.filter((answer) => answer.queued)).toHaveLength(1);
    await notify(user.id, 'like', `test:once:${user.id}`);
    await notify(user.id, 'like', `test:other:${user.id}`);
    const mails = await smtp.waitForCount(body.email, /likes you/, 2);
    expect(mails).toHaveLength(2);
  });

  it('sends nothing of a type the member switched off, or while their address is disabled', async () => {
    const off = await signUp(t);
    await t.db.query(`INSERT INTO notification_preferences (account_id, "like") VALUES ($1, false)`, [
      off.user.id,
    ]);
    await expect(notify(off.user.id, 'like', `test:off:${off.user.id}`)).resolves.toEqual({ queued: false });

    for (const reason of ['bounce', 'fbl']) {
      const disabled = await signUp(t);
      await t.db.query(`UPDATE accounts SET notifications_disabled = $2 WHERE id = $1`, [
        disabled.user.id,
        [reason],
      ]);
      await expect(notify(disabled.user.id, 'like', `test:${reason}:${disabled.user.id}`)).resolves.toEqual({
        queued: false,
      });
      // A transactional mail still goes, without unsubscribe headers.
      await expect(notify(disabled.user.id, 'account', `test:account:${disabled.user.id}`)).resolves.toEqual({
        queued: true,
      });
      const mail = await smtp.waitFor(disabled.body.email, /likes you/);
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
    }
  });

  it('mails promotions and news to activated members who want them, each in their language, once', async () => {
    const activated = async (overrides: Record<string, unknown> = {}) => {
      const member = await signUp(t, overrides);
      await t.db.query(`UPDATE accounts SET status = 'activated' WHERE id = $1`, [member.user.id]);
      return member;
    };
    const german = await activated({ language: 'de' });
    const english = await activated({ language: 'en' });
    const polish = await activated({ language: 'pl' }); // no Polish text: English
    const noNews = await activated();
    await t.db.query(`INSERT INTO notification_preferences (account_id, news) VALUES ($1, false)`, [
      noNews.user.id,
    ]);
    const bounced = await activated();
    await t.db.query(`UPDATE accounts SET notifications_disabled = '{bounce}' WHERE id = $1`, [
      bounced.user.id,
    ]);
    const unconfirmed = await signUp(t);

    const texts = {
      en: { subject: 'Winter news', body: 'Hello!\n\nWe have <new> things.' },
      de: { subject: 'Winter-Neuigkeiten', body: 'Hallo!\n\nWir haben Neues.' },
    };
    const { jobId } = await t.app
      .get(CommandBus)
      .execute(new SendAnnouncementCommand('news', 'winter-2026', null, texts));
    const job = (await t.app.get<Queue>(getQueueToken('notification-mail')).getJob(jobId)) as Job;
    const { queued } = (await job.finished()) as { queued: number };

    const de = await smtp.waitFor(german.body.email, /Winter-Neuigkeiten/);
    expect(de.text).toContain('Wir haben Neues.');
    expect(de.headers['list-unsubscribe']).toContain('/api/unsubscribe.php?t=');
    const en = await smtp.waitFor(english.body.email, /Winter news/);
    expect(en.html).toContain('We have &lt;new&gt; things.');
    await smtp.waitFor(polish.body.email, /Winter news/);

    // Sent again (a retried or repeated job): nobody gets it twice.
    const again = await t.app.get(AnnouncementProcessor).run(job);
    expect(again).toEqual({ queued: 0 });
    expect(queued).toBeGreaterThanOrEqual(3);
    const mail = t.app.get<Queue>(getQueueToken('mail'));
    await eventually(
      () => mail.getJobCounts(),
      (counts) => counts.waiting + counts.active + counts.delayed === 0,
    );
    for (const member of [german, english, polish])
      expect(smtp.matching(member.body.email, /Winter/)).toHaveLength(1);
    for (const member of [noNews, bounced, unconfirmed])
      expect(smtp.matching(member.body.email, /Winter/)).toHaveLength(0);
  });
});
