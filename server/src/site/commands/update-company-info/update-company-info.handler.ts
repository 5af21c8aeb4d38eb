import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedFields } from '../../../shared/admin-input/changed-fields';
import { readFields } from '../../../shared/admin-input/field-rules';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ApiError } from '../../../shared/errors/api-error';
import { type CompanyInfoRecord, SiteAdminRepository } from '../../database/site-admin.repository';
import { COMPANY_INFO_READ_ONLY, COMPANY_INFO_RULES } from '../../domain/company-info-rules';
import { UpdateCompanyInfoCommand } from '../../site.contracts';

/** An operator edits the company behind a site; the write and its audit entry commit together. */
@CommandHandler(UpdateCompanyInfoCommand)
export class UpdateCompanyInfoHandler implements ICommandHandler<UpdateCompanyInfoCommand> {
  constructor(
    private readonly sites: SiteAdminRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ siteId, body, actor }: UpdateCompanyInfoCommand): Promise<CompanyInfoRecord> {
    const input = readFields(body, COMPANY_INFO_RULES, { readOnly: COMPANY_INFO_READ_ONLY });
    return this.sites.transaction(async (manager) => {
      const before = await this.sites.lockCompanyInfo(manager, siteId);
      if (!before) throw ApiError.notFound('company_info_not_found');
      const changes = changedFields(before, input);
      if (!Object.keys(changes).length) return before;
      await this.sites.updateCompanyInfo(manager, siteId, changes);
      const after = (await this.sites.lockCompanyInfo(manager, siteId))!;
      const keys = Object.keys(changes);
      await this.audit.record(manager, {
        actor,
        action: 'company_info.update',
        resource: 'company_info',
        recordId: siteId,
        before: Object.fromEntries(keys.map((key) => [key, before[key]])),
        after: Object.fromEntries(keys.map((key) => [key, after[key]])),
      });
      return after;
    });
  }
}
