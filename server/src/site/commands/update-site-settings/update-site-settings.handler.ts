import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { readFields } from '../../../shared/admin-input/field-rules';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ApiError } from '../../../shared/errors/api-error';
import { changedFields } from '../../../shared/admin-input/changed-fields';
import { SiteAdminRepository, type SiteAdminRecord } from '../../database/site-admin.repository';
import { SITE_SETTINGS_READ_ONLY, SITE_SETTINGS_RULES } from '../../domain/site-settings-rules';
import { GetSiteSettingsHandler } from '../../queries/get-site-settings/get-site-settings.handler';
import { UpdateSiteSettingsCommand } from '../../site.contracts';

/**
 * An operator edits a site's settings: checked with the settings rules, written with its audit entry in
 * one transaction. Every instance drops its cached settings when the change's notice arrives (this one
 * at once), so members see it within moments, without a restart.
 */
@CommandHandler(UpdateSiteSettingsCommand)
export class UpdateSiteSettingsHandler implements ICommandHandler<UpdateSiteSettingsCommand> {
  constructor(
    private readonly sites: SiteAdminRepository,
    private readonly audit: AuditTrail,
    private readonly settings: GetSiteSettingsHandler,
  ) {}

  async execute({ siteId, body, actor }: UpdateSiteSettingsCommand): Promise<SiteAdminRecord> {
    const input = readFields(body, SITE_SETTINGS_RULES, { readOnly: SITE_SETTINGS_READ_ONLY });
    const after = await this.sites.transaction(async (manager) => {
      const before = await this.sites.lockSite(manager, siteId);
      if (!before) throw ApiError.notFound('site_not_found');
      const changes = changedFields(before, input);
      if (!Object.keys(changes).length) return before;
      const taken = () => new ApiError(409, 'domain_taken', 'errors.already_exists', { name: 'domain' });
      if (changes.domain && (await this.sites.domainTaken(manager, String(changes.domain), siteId)))
        throw taken();
      if (!(await this.sites.updateSite(manager, siteId, changes))) throw taken();
      const updated = (await this.sites.lockSite(manager, siteId))!;
      await this.audit.record(manager, {
        actor,
        action: 'sites.update',
        resource: 'sites',
        recordId: siteId,
        before: pick(before, Object.keys(changes)),
        after: pick(updated, Object.keys(changes)),
      });
      return updated;
    });
    this.settings.forget();
    return after;
  }
}

const pick = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]]));
