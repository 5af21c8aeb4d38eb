import { Command } from '@nestjs/cqrs';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries (activation, reset): logged when mail goes to the local outbox. */
  links?: string[];
  /** Extra headers, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface SendEmailOptions {
  /**
   * The mail job's id: a second command with the same id while the job is kept (queued, retried or among
   * the last finished ones) adds nothing.
   */
  jobId?: string;
}

/** Queues an e-mail; delivery is retried by the mail queue. Answers the job id. */
export class SendEmailCommand extends Command<{ jobId: string }> {
  constructor(
    readonly message: EmailMessage,
    readonly options: SendEmailOptions = {},
  ) {
    super();
  }
}
