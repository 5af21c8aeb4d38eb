import type { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { redactedUrl } from '../shared/config/redacted-url';
import { isOutage, reason } from '../shared/errors/outage';

const CONNECT_TIMEOUT_MS = 2000;
const RETRY_MS = 500;
const WAIT_LOG_EVERY_MS = 5000;

/**
 * Start-up waits for PostgreSQL (a server still booting, a container started together with this
 * one), saying what it waits for, and gives up after `seconds` with a clear message. A refusal
 * that waiting cannot cure (wrong password) stops at once.
 */
export async function waitForPostgres(url: string, seconds: number, logger: Logger): Promise<void> {
  const where = redactedUrl(url);
  const deadline = Date.now() + seconds * 1000;
  let lastLog = 0;
  for (;;) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if ((error as { code?: string }).code === '3D000') return; // the server answers; start-up creates the database
      if (!isOutage(error)) throw error;
      if (Date.now() - lastLog >= WAIT_LOG_EVERY_MS) {
        lastLog = Date.now();
        logger.warn(`Waiting for PostgreSQL at ${where} (${reason(error as Error)})`);
      }
      if (Date.now() >= deadline)
        throw new Error(
          `PostgreSQL at ${where} did not answer within ${seconds} s (STARTUP_WAIT_SECONDS): ` +
            reason(error as Error),
          { cause: error },
        );
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
