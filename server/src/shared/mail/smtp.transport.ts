import { createTransport, type Transporter } from 'nodemailer';
import type { EmailMessage } from './send-email.command';
import type { MailTransport } from './mail-transport';

export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(url: string) {
    this.transporter = createTransport(url);
  }

  async send(message: EmailMessage, from: string): Promise<void> {
    await this.transporter.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
  }
}
