import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { EmailMessage } from './send-email.command';
import type { MailTransport } from './mail-transport';

/** Without SMTP_URL, mail lands in a local folder and its links are logged, so a newcomer can follow them. */
export class OutboxTransport implements MailTransport {
  readonly kind = 'outbox' as const;
  private readonly logger = new Logger('Outbox');

  /**
   * `production`: the links carry one-time tokens (activation, password reset, login) that anyone reading
   * the log could use, so they are not logged. Production refuses to start without SMTP_URL; this holds
   * should the outbox ever be reached there all the same.
   */
  constructor(
    private readonly folder: string,
    private readonly options: { production: boolean } = { production: false },
  ) {}

  async send(message: EmailMessage, from: string): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const file = join(this.folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`);
    await writeFile(file, JSON.stringify({ from, ...message }, null, 2));
    this.logger.log(`Mail to ${message.to}: "${message.subject}" saved in ${file}`);
    const links = message.links ?? [];
    if (this.options.production) {
      if (links.length > 0) this.logger.log(`  ${links.length} link(s) not logged in production`);
      return;
    }
    for (const link of links) this.logger.log(`  link: ${link}`);
  }
}
