import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import { Client } from 'pg';

/**
 * The text messages the server sent. Its development SMS sender writes each one to the table
 * `sms_outbox (id, phone, text, created_at)` of the app database, which for the browser tests is
 * `kindred_e2e_<E2E_PORT>` (serve-e2e.js).
 */
export function e2eDatabaseUrl(): string {
  const url = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/kindred_e2e_${process.env.E2E_PORT ?? '3100'}`;
  return url.toString();
}

export interface SentSms {
  id: number;
  text: string;
  /** the 6-digit code in the text */
  code: string;
}

/** The newest text message to `phone` (E.164, e.g. +31612345678), or null. */
export async function lastSms(phone: string): Promise<SentSms | null> {
  const client = new Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; text: string }>(
      'SELECT id, text FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1',
      [phone],
    );
    const row = rows[0];
    if (!row) return null;
    const code = /(\d{6})/.exec(row.text)?.[1];
    if (!code) throw new Error(`no 6-digit code in the text message "${row.text}"`);
    return { id: Number(row.id), text: row.text, code };
  } finally {
    await client.end();
  }
}

/**
 * Waits (polling, no fixed sleeps) for a text message to `phone` newer than `after` (the id of the one
 * seen before, if any) and returns its code.
 */
export async function waitForSmsCode(phone: string, after: SentSms | null = null): Promise<string> {
  const seen: { sms: SentSms | null } = { sms: null };
  await expect
    .poll(
      async () => {
        seen.sms = await lastSms(phone);
        return seen.sms !== null && (after === null || seen.sms.id > after.id);
      },
      { message: `a text message to ${phone}`, timeout: 10_000 },
    )
    .toBe(true);
  return seen.sms!.code;
}

/**
 * A Dutch mobile number of its own for each call, as typed ("06 1234 5678") and as the server stores it
 * (+31612345678), so tests running at the same time never read one another's codes.
 */
export function uniqueMobile(): { typed: string; e164: string } {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { typed: `06 ${digits.slice(0, 4)} ${digits.slice(4)}`, e164: `+316${digits}` };
}
