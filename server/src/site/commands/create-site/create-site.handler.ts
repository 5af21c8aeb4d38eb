import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readFields } from '../../../shared/admin-input/field-rules';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ApiError } from '../../../shared/errors/api-error';
import { SiteAdminRepository, type SiteAdminRecord } from '../../database/site-admin.repository';
import { SITE_SETTINGS_READ_ONLY, SITE_SETTINGS_RULES } from '../../domain/site-settings-rules';
import { generateVapidKeys } from '../../domain/vapid-keys';
import { GetSiteSettingsHandler } from '../../queries/get-site-settings/get-site-settings.handler';
import { CreateSiteCommand } from '../../site.contracts';

/** What makes one site another: the rest can start as the default site's. */
export const NEW_SITE_REQUIRED = ['name', 'domain', 'domain_language', 'countries', 'support_email'] as const;
/** Settings the database has no default for: needed too when there is no site to start from. */
const NO_DEFAULT = [
  'cdn_prefix',
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'message_length',
  'refund_days',
] as const;

/**
 * An operator adds a site: the settings given, checked with the settings rules, over the default site's
 * for the rest; a push key pair of its own (members' subscriptions are per site); the default site's
 * company info to start from. Written with its audit entry in one transaction; every instance learns
 * the new domain from the change's notice (this one at once).
 */
@CommandHandler(CreateSiteCommand)
export class CreateSiteHandler implements ICommandHandler<CreateSiteCommand> {
  constructor(
    private readonly sites: SiteAdminRepository,
    private readonly audit: AuditTrail,
    private readonly settings: GetSiteSettingsHandler,
  ) {}

  async execute({ body, actor }: CreateSiteCommand): Promise<SiteAdminRecord> {
    const created = await this.sites.transaction(async (manager) => {
      const template = await this.sites.lockTemplateSite(manager);
      const input: Record<string, unknown> = readFields(body, SITE_SETTINGS_RULES, {
        readOnly: SITE_SETTINGS_READ_ONLY,
        required: template ? NEW_SITE_REQUIRED : [...NEW_SITE_REQUIRED, ...NO_DEFAULT],
      });
      // Without a site to start from, what is not given takes the database's defaults.
      const settings = template
        ? Object.fromEntries(
            Object.keys(SITE_SETTINGS_RULES).map((column) => [
              column,
              column in input ? input[column] : template[column],
            ]),
          )
        : input;
      const site = await this.sites.insertSite(manager, settings, generateVapidKeys(), template?.id ?? null);
      if (!site) throw new ApiError(409, 'domain_taken', 'errors.already_exists', { name: 'domain' });
      await this.audit.record(manager, {
        actor,
        action: 'sites.create',
        resource: 'sites',
        recordId: site.id,
        before: null,
        after: site,
      });
      return site;
    });
    this.settings.forget();
    return created;
  }
}
