import { readdir, readFile } from 'node:fs/promises';
import { getQueueToken } from '@nestjs/bull';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bull';
import { SendEmailCommand } from '../../server/src/shared/mail/send-email.command';
import { createSite } from './helpers/fixtures';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('mail delivery through the mail queue', () => {
  describe('with SMTP_URL', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

    beforeAll(async () => {
      smtp = await startSmtpCatcher();
      t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Kindred <no-reply@kindred.test>' });
      await createSite(t.db, { is_default: true });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('delivers a queued e-mail to the SMTP server', async () => {
      const { jobId } = await t.app
        .get(CommandBus)
        .execute(
          new SendEmailCommand({ to: 'member@kindred.test', subject: 'Welcome', text: 'Hello there' }),
        );
      expect(jobId).toBeTruthy();
      const mail = await smtp.waitFor('member@kindred.test');
      expect(mail.from).toBe('no-reply@kindred.test');
      expect(mail.raw).toContain('Subject: Welcome');
      expect(mail.raw).toContain('Hello there');
    });
  });

  describe('without SMTP_URL', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ SMTP_URL: '' });
      await createSite(t.db, { is_default: true });
    });
    afterAll(() => t.close());

    it('writes the e-mail with its links to the local outbox', async () => {
      const { jobId } = await t.app.get(CommandBus).execute(
        new SendEmailCommand({
          to: 'newcomer@kindred.test',
          subject: 'Activate your account',
          text: 'Follow the link',
          links: ['http://localhost:3000/activate?token=abc'],
        }),
      );
      const queue = t.app.get<Queue>(getQueueToken('mail'));
      const job = await queue.getJob(jobId);
      await job!.finished();
      const folder = process.env.OUTBOX_DIR!;
      const [file] = await readdir(folder);
      const saved = JSON.parse(await readFile(`${folder}/${file}`, 'utf8'));
      expect(saved).toMatchObject({
        to: 'newcomer@kindred.test',
        subject: 'Activate your account',
        links: ['http://localhost:3000/activate?token=abc'],
      });
    });
  });
});
