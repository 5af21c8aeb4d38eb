import { Command } from '@nestjs/cqrs';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries (activation, reset): logged when mail goes to the local outbox. */
  links?: string[];
}

/** Queues an e-mail; delivery is retried by the mail queue. Answers the job id. */
export class SendEmailCommand extends Command<{ jobId: string }> {
  constructor(readonly message: EmailMessage) {
    super();
  }
}
