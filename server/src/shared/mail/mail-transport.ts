import type { EmailMessage } from './send-email.command';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage, from: string): Promise<void>;
}
