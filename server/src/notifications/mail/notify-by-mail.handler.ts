import { join } from 'node:path';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { AppConfigService } from '../../shared/config/app-config.service';
import { type MailBrand, mailBrand, MailTemplates } from '../../shared/mail/mail-templates';
import { SendEmailCommand } from '../../shared/mail/send-email.command';
import { GetCompanyInfoQuery, GetSiteSettingsByIdQuery } from '../../site/site.contracts';
import { NotificationMailsRepository } from '../database/notification-mails.repository';
import { GetNotificationPreferencesQuery, type NotificationPreferences } from '../notifications.contracts';
import { unsubscribeUrl } from '../preferences/unsubscribe-link';
import { NotifyByMailCommand } from './notify-by-mail.command';

/** The notification mails' templates: `<name>.(subject|txt|html).hbs`. */
export const NOTIFICATION_TEMPLATES = new MailTemplates(join(__dirname, 'templates'));

/** Whether the member gets a mail of this type at all (transactional `account` mails always go). */
export function mayMail(preferences: NotificationPreferences, type: NotifyByMailCommand['type']): boolean {
  if (!preferences.emailAddress) return false;
  if (type === 'account') return true;
  return preferences.notificationsDisabled.length === 0 && preferences.email[type];
}

@CommandHandler(NotifyByMailCommand)
export class NotifyByMailHandler implements ICommandHandler<NotifyByMailCommand> {
  private readonly logger = new Logger('NotificationMail');

  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly mails: NotificationMailsRepository,
    private readonly config: AppConfigService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: NotifyByMailCommand): Promise<{ queued: boolean }> {
    const preferences = await this.queryBus.execute(new GetNotificationPreferencesQuery(command.memberId));
    if (!preferences || !mayMail(preferences, command.type)) return { queued: false };
    const brand = await this.brandOf(command.memberId);
    if (!brand) return { queued: false };
    // Every type but the transactional `account` can be switched off, so it carries the one-click link.
    const unsubscribe =
      command.type === 'account'
        ? undefined
        : unsubscribeUrl(
            { secret: this.config.get('UNSUBSCRIBE_SECRET'), baseUrl: brand.siteUrl },
            command.memberId,
            command.type,
          );
    // Rendered before the key is taken: a template error leaves the key free for a fixed retry.
    const mail = NOTIFICATION_TEMPLATES.render(command.template, {
      language: preferences.language,
      brand,
      params: { siteUrl: brand.siteUrl, ...command.params },
      ...(unsubscribe === undefined
        ? {}
        : {
            footerKey: 'notificationMail.footer' as const,
            unsubscribeUrl: unsubscribe,
            settingsUrl: `${brand.siteUrl}/notifications`,
          }),
    });
    const id = await this.mails.claim(
      command.dedupeKey,
      command.memberId,
      command.type,
      command.template,
      this.clock.now(),
    );
    if (id === null) return { queued: false };
    try {
      await this.commandBus.execute(
        new SendEmailCommand(
          {
            to: preferences.emailAddress!,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(unsubscribe
              ? {
                  headers: {
                    'List-Unsubscribe': `<${unsubscribe}>`,
                    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                  },
                }
              : {}),
          },
          { jobId: `notification:${id}` },
        ),
      );
    } catch (error) {
      // Not queued (Redis away): give the key back so the caller's retry sends it once.
      await this.mails.release(id).catch((release: Error) => this.logger.error(release.message));
      throw error;
    }
    return { queued: true };
  }

  private async brandOf(memberId: number): Promise<MailBrand | null> {
    const status = await this.queryBus.execute(new GetMemberStatusQuery(memberId));
    if (!status) return null;
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(status.siteId));
    const company = await this.queryBus.execute(new GetCompanyInfoQuery(site.domain)).catch(() => null); // a site without company info still mails, without the company line
    return mailBrand(site, company, this.config.get('PUBLIC_URL'));
  }
}
