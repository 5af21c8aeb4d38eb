import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedFields } from '../../../shared/admin-input/changed-fields';
import { invalidField, readFields } from '../../../shared/admin-input/field-rules';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ApiError } from '../../../shared/errors/api-error';
import { CreateBundleCommand, UpdateBundleCommand } from '../../billing.contracts';
import { BundleAdminRepository, type BundleRecord } from '../../database/bundle-admin.repository';
import { BUNDLE_READ_ONLY, BUNDLE_RULES } from '../../domain/catalogue-rules';

const creditsTaken = () => new ApiError(409, 'bundle_taken', 'errors.already_exists', { name: 'credits' });

/** An operator adds a credit bundle with its prices (audited as `bundles.create`). */
@CommandHandler(CreateBundleCommand)
export class CreateBundleHandler implements ICommandHandler<CreateBundleCommand> {
  constructor(
    private readonly bundles: BundleAdminRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ body, actor }: CreateBundleCommand): Promise<BundleRecord> {
    const input = readFields(body, BUNDLE_RULES, {
      readOnly: BUNDLE_READ_ONLY,
      required: ['site_id', 'credits'],
    });
    return this.bundles.transaction(async (manager) => {
      if (!(await this.bundles.siteExists(manager, input.site_id!))) throw invalidField('site_id');
      const id = await this.bundles.insert(manager, {
        site_id: input.site_id!,
        credits: input.credits!,
        sort: input.sort ?? 0,
        popular: input.popular ?? false,
        active: input.active ?? true,
      });
      if (id === null) throw creditsTaken();
      await this.bundles.replacePrices(manager, id, input.prices ?? []);
      const created = (await this.bundles.read(manager, id))!;
      await this.audit.record(manager, {
        actor,
        action: 'bundles.create',
        resource: 'bundles',
        recordId: id,
        before: null,
        after: created,
      });
      return created;
    });
  }
}

/**
 * An operator edits a bundle or its prices (audited as `bundles.update`). Orders keep the price they
 * were made at; a bundle taken out of sale (`active` false) stays in the orders that bought it.
 */
@CommandHandler(UpdateBundleCommand)
export class UpdateBundleHandler implements ICommandHandler<UpdateBundleCommand> {
  constructor(
    private readonly bundles: BundleAdminRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ id, body, actor }: UpdateBundleCommand): Promise<BundleRecord> {
    const input = readFields(body, BUNDLE_RULES, { readOnly: BUNDLE_READ_ONLY });
    return this.bundles.transaction(async (manager) => {
      const before = await this.bundles.lock(manager, id);
      if (!before) throw ApiError.notFound('bundle_not_found');
      if (input.site_id !== undefined && input.site_id !== before.site_id) throw invalidField('site_id');
      const { prices, ...columns } = changedFields(before as unknown as Record<string, unknown>, {
        ...input,
        prices: input.prices && [...input.prices].sort((a, b) => a.country.localeCompare(b.country)),
      });
      if (!prices && !Object.keys(columns).length) return before;
      if (!(await this.bundles.update(manager, id, columns))) throw creditsTaken();
      if (prices) await this.bundles.replacePrices(manager, id, prices as BundleRecord['prices']);
      const after = (await this.bundles.read(manager, id))!;
      await this.audit.record(manager, {
        actor,
        action: 'bundles.update',
        resource: 'bundles',
        recordId: id,
        before,
        after,
      });
      return after;
    });
  }
}
