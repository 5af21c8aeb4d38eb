import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SendEmailCommand } from '../../shared/mail/send-email.command';
import { AppConfigService } from '../../shared/config/app-config.service';
import { mailBrand, MailTemplates } from '../../shared/mail/mail-templates';
import { GetCompanyInfoQuery, GetSiteSettingsByIdQuery } from '../../site/site.contracts';
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

/**
 * How long each mail's link works, in the unit its text counts: `count` of the counted mail.<kind>.body
 * ("within 2 hours", "within 14 days"; Polish "w ciągu 2 godzin").
 */
const LINK_LIFETIME: Record<IdentityMail, number> = {
  activation: Math.round(TOKEN_LIFETIME_MS.activation / DAY),
  reset: Math.round(TOKEN_LIFETIME_MS.password_reset / HOUR),
  mail_change: Math.round(TOKEN_LIFETIME_MS.mail_change / HOUR),
  reactivation: Math.round(TOKEN_LIFETIME_MS.reactivation / DAY),
  mail_restore: Math.round(TOKEN_LIFETIME_MS.mail_restore / DAY),
};

/** One template for every account mail: the subject and body texts are `mail.<kind>.*` in i18n. */
const TEMPLATES = new MailTemplates(join(__dirname, 'templates'));

/**
 * The one-time-link e-mails of the identity module, in the member's language, in the common mail layout
 * (site name and colours, the company in the footer).
 */
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
    const company = await this.queryBus.execute(new GetCompanyInfoQuery(site.domain)).catch(() => null);
    const brand = mailBrand(site, company, this.config.get('PUBLIC_URL'));
    const link = `${brand.siteUrl}${PATHS[kind]}?token=${encodeURIComponent(token)}`;
    const params = {
      name: to.name,
      link,
      count: LINK_LIFETIME[kind],
      ...details,
    };
    const mail = TEMPLATES.render('account', {
      language: to.language,
      brand,
      params: { ...params, subjectKey: `mail.${kind}.subject`, bodyKey: `mail.${kind}.body` },
    });
    await this.commandBus.execute(new SendEmailCommand({ to: address, ...mail, links: [link] }));
  }
}
