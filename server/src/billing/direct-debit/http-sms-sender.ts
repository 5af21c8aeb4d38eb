import { Logger } from '@nestjs/common';
import type { SmsSender } from './sms-sender';

/** A gateway that has not answered by then is down: the member is told to try again. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * Production's sender: POSTs `{to, text}` as JSON to SMS_GATEWAY_URL (docs/operations.md). The text
 * carries a one-time code, so neither it nor the gateway's answer is logged.
 */
export class HttpSmsSender implements SmsSender {
  private readonly logger = new Logger('SMS');

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: phone, text }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) {
      this.logger.error(`the SMS gateway answered ${response.status}`);
      throw new Error(`SMS gateway answered ${response.status}`);
    }
  }
}
