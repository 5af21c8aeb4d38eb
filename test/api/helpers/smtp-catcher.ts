import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  links: string[];
  /** The HTML part, when the mail has one. */
  html: string;
  /** The headers as sent, by lower-case name (the last one of a name). */
  headers: Record<string, string>;
}

/** A real SMTP server on a free port that keeps what it receives, for tests to read. */
export async function startSmtpCatcher() {
  const received: CaughtMail[] = [];
  const checks = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            raw: `Subject: ${parsed.subject ?? ''}\n\n${text}`,
            subject: parsed.subject ?? '',
            text,
            links: [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          });
          for (const check of [...checks]) check();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const matching = (to: string, subject: RegExp) =>
    received.filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));

  /** Resolves once at least `count` mails to `to` with a matching subject have arrived. */
  function waitForCount(to: string, subject: RegExp, count: number): Promise<CaughtMail[]> {
    return new Promise((resolve) => {
      const check = () => {
        const mails = matching(to, subject);
        if (mails.length >= count) {
          checks.delete(check);
          resolve(mails);
        }
      };
      checks.add(check);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    matching,
    waitForCount,
    async waitFor(to: string, subject: RegExp = /./): Promise<CaughtMail> {
      return (await waitForCount(to, subject, 1))[0]!;
    },
    /** The token of the link in the `nth` (1-based) mail to `to` whose subject matches. */
    async tokenFrom(to: string, subject: RegExp, nth = 1): Promise<string> {
      const mails = await waitForCount(to, subject, nth);
      return new URL(mails[nth - 1]!.links[0]!).searchParams.get('token')!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
