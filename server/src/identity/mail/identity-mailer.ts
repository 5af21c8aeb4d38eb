import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SendEmailCommand } from '../../shared/mail/send-email.command';
import { AppConfigService } from '../../shared/config/app-config.service';
import { isLocale, type MessageKey, translate } from '../../shared/i18n/messages';
import { GetSiteSettingsByIdQuery, type SiteSettings } from '../../site/site.contracts';
import type { AccountEntity } from '../database/account.entity';
import { TOKEN_LIFETIME_MS } from '../database/account-token-store';

export interface MailRecipient {
  email: string;
  name: string;
  language: string;
  siteId: number;
}

/** The member an account mail goes to, in the account's language and site. */
export function mailRecipientOf(
  account: Pick<AccountEntity, 'email' | 'displayName' | 'language' | 'siteId'>,
): MailRecipient {
  return {
    email: account.email,
    name: account.displayName,
    language: account.language,
    siteId: account.siteId,
  };
}

type IdentityMail = 'activation' | 'reset' | 'mail_change' | 'reactivation' | 'mail_restore';

const PATHS: Record<IdentityMail, string> = {
  activation: '/api/activate.php',
  reset: '/reset-password/do',
  mail_change: '/mail-change/do',
  reactivation: '/api/reactivate.php',
  mail_restore: '/api/mail-restore.php',
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The one-time-link e-mails of the identity module, in the member's language. */
@Injectable()
export class IdentityMailer {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfigService,
  ) {}

  async send(
    kind: IdentityMail,
    to: MailRecipient,
    token: string,
    address: string = to.email,
    details: Record<string, string> = {},
  ): Promise<void> {
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(to.siteId));
    const link = `${this.linkBase(site)}${PATHS[kind]}?token=${encodeURIComponent(token)}`;
    const locale = isLocale(to.language) ? to.language : 'en';
    const params = {
      site: site.name,
      name: to.name,
      link,
      hours: Math.round(TOKEN_LIFETIME_MS[kind === 'reset' ? 'password_reset' : 'mail_change'] / HOUR),
      days: Math.round(TOKEN_LIFETIME_MS[kind === 'mail_restore' ? 'mail_restore' : 'reactivation'] / DAY),
      ...details,
    };
    const text = [
      translate(locale, `mail.${kind}.body` as MessageKey, params),
      '',
      translate(locale, 'mail.footer', params),
    ].join('\n');
    await this.commandBus.execute(
      new SendEmailCommand({
        to: address,
        subject: translate(locale, `mail.${kind}.subject` as MessageKey, params),
        text,
        links: [link],
      }),
    );
  }

  /** Links point at the member's own site; PUBLIC_URL when it is that site (or in development). */
  private linkBase(site: SiteSettings): string {
    const publicUrl = new URL(this.config.get('PUBLIC_URL'));
    if (site.domain === publicUrl.hostname || publicUrl.hostname === 'localhost') return publicUrl.origin;
    return `https://${site.domain}`;
  }
}
