import { expect } from '@playwright/test';

/**
 * The mails the server sent, read from the test SMTP server (mail-catcher.js) over HTTP on
 * E2E_PORT + 1: GET /messages?to=<address> → [{to, subject, text, html, links}] (newest last).
 */
export const MAIL_API = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  receivedAt: string;
}

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(address.toLowerCase())}`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

export interface MailFilter {
  /** Only mails with one of their links containing this (e.g. '/api/activate.php'). */
  link?: string;
  subject?: RegExp;
}

function matches(mail: CaughtMail, filter: MailFilter): boolean {
  if (filter.subject && !filter.subject.test(mail.subject)) return false;
  if (filter.link && !mail.links.some((link) => link.includes(filter.link!))) return false;
  return true;
}

/** Waits (polling, no fixed sleeps) until `count` matching mails reached `address`; returns them all. */
export async function waitForMails(
  address: string,
  filter: MailFilter = {},
  count = 1,
): Promise<CaughtMail[]> {
  await expect
    .poll(async () => (await mailsTo(address)).filter((mail) => matches(mail, filter)).length, {
      message: `${count} mail(s) to ${address} ${JSON.stringify({ ...filter, subject: filter.subject?.source })}`,
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
  return (await mailsTo(address)).filter((mail) => matches(mail, filter));
}

/** The newest matching mail to `address`. */
export async function waitForMail(address: string, filter: MailFilter = {}): Promise<CaughtMail> {
  const mails = await waitForMails(address, filter, 1);
  return mails[mails.length - 1]!;
}

/** The link of `mail` that contains `part`, as a path with its query (the app runs on baseURL). */
export function linkIn(mail: CaughtMail, part: string): string {
  const link = mail.links.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${mail.subject}": ${mail.links.join(', ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
