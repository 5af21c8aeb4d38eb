import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedFields } from '../../../shared/admin-input/changed-fields';
import { invalidField, readFields } from '../../../shared/admin-input/field-rules';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ApiError } from '../../../shared/errors/api-error';
import {
  CreateDiscountCodeCommand,
  DeactivateDiscountCodeCommand,
  UpdateDiscountCodeCommand,
} from '../../billing.contracts';
import {
  DiscountCodeAdminRepository,
  type DiscountCodeRecord,
} from '../../database/discount-code-admin.repository';
import { checkValidity, DISCOUNT_CODE_READ_ONLY, DISCOUNT_CODE_RULES } from '../../domain/catalogue-rules';

const codeTaken = () => new ApiError(409, 'code_taken', 'errors.already_exists', { name: 'code' });
const notFound = () => ApiError.notFound('discount_code_not_found');
/** What the audit keeps of a code (the usage count is not the operator's change). */
const audited = ({ usage_count: _, ...code }: DiscountCodeRecord) => code;

/** An operator creates a discount code (audited as `discount_codes.create`). */
@CommandHandler(CreateDiscountCodeCommand)
export class CreateDiscountCodeHandler implements ICommandHandler<CreateDiscountCodeCommand> {
  constructor(
    private readonly codes: DiscountCodeAdminRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ body, actor }: CreateDiscountCodeCommand): Promise<DiscountCodeRecord> {
    const input = readFields(body, DISCOUNT_CODE_RULES, {
      readOnly: DISCOUNT_CODE_READ_ONLY,
      required: ['site_id', 'code', 'percentage'],
    });
    checkValidity(input.valid_from, input.valid_until);
    return this.codes.transaction(async (manager) => {
      if (!(await this.codes.siteExists(manager, input.site_id!))) throw invalidField('site_id');
      const id = await this.codes.insert(manager, {
        minimum: 0,
        active: true,
        ...input,
      });
      if (id === null) throw codeTaken();
      const created = (await this.codes.read(manager, id))!;
      await this.audit.record(manager, {
        actor,
        action: 'discount_codes.create',
        resource: 'discount_codes',
        recordId: id,
        before: null,
        after: audited(created),
      });
      return created;
    });
  }
}

/** An operator edits a code (audited as `discount_codes.update`); the site of a code never changes. */
@CommandHandler(UpdateDiscountCodeCommand)
export class UpdateDiscountCodeHandler implements ICommandHandler<UpdateDiscountCodeCommand> {
  constructor(
    private readonly codes: DiscountCodeAdminRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ id, body, actor }: UpdateDiscountCodeCommand): Promise<DiscountCodeRecord> {
    const input = readFields(body, DISCOUNT_CODE_RULES, { readOnly: DISCOUNT_CODE_READ_ONLY });
    return this.codes.transaction(async (manager) => {
      const before = await this.codes.lock(manager, id);
      if (!before) throw notFound();
      if (input.site_id !== undefined && input.site_id !== before.site_id) throw invalidField('site_id');
      const changes = changedFields(before as unknown as Record<string, unknown>, input);
      if (!Object.keys(changes).length) return before;
      checkValidity(
        'valid_from' in changes ? input.valid_from : before.valid_from,
        'valid_until' in changes ? input.valid_until : before.valid_until,
      );
      if (!(await this.codes.update(manager, id, changes))) throw codeTaken();
      const after = (await this.codes.read(manager, id))!;
      await this.audit.record(manager, {
        actor,
        action: 'discount_codes.update',
        resource: 'discount_codes',
        recordId: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }
}

/** An operator takes a code out of use (audited as `discount_codes.deactivate`); orders keep it. */
@CommandHandler(DeactivateDiscountCodeCommand)
export class DeactivateDiscountCodeHandler implements ICommandHandler<DeactivateDiscountCodeCommand> {
  constructor(
    private readonly codes: DiscountCodeAdminRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ id, actor }: DeactivateDiscountCodeCommand): Promise<DiscountCodeRecord> {
    return this.codes.transaction(async (manager) => {
      const before = await this.codes.lock(manager, id);
      if (!before) throw notFound();
      if (!before.active) return before;
      await this.codes.update(manager, id, { active: false });
      const after = (await this.codes.read(manager, id))!;
      await this.audit.record(manager, {
        actor,
        action: 'discount_codes.deactivate',
        resource: 'discount_codes',
        recordId: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }
}
