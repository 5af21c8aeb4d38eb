import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedFields } from '../../../shared/admin-input/changed-fields';
import { invalidField, readFields } from '../../../shared/admin-input/field-rules';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ApiError } from '../../../shared/errors/api-error';
import { GiftAdminRepository, type GiftRecord } from '../../database/gift-admin.repository';
import { GIFT_READ_ONLY, GIFT_RULES } from '../../domain/gift-rules';
import { CreateGiftCommand, UpdateGiftCommand } from '../../messaging.contracts';

const slugTaken = () =>
  new ApiError(
    409,
    'slug_taken',
    'errors.already_exists',
    { name: 'slug' },
    { slug: 'errors.already_exists' },
  );

/** An operator adds a gift to a site's catalogue (audited as `gifts.create`). */
@CommandHandler(CreateGiftCommand)
export class CreateGiftHandler implements ICommandHandler<CreateGiftCommand> {
  constructor(
    private readonly gifts: GiftAdminRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ body, actor }: CreateGiftCommand): Promise<GiftRecord> {
    const input = readFields(body, GIFT_RULES, {
      readOnly: GIFT_READ_ONLY,
      required: ['site_id', 'slug', 'image', 'names'],
    });
    return this.gifts.transaction(async (manager) => {
      if (!(await this.gifts.siteExists(manager, input.site_id!))) throw invalidField('site_id');
      const created = await this.gifts.insert(manager, {
        site_id: input.site_id!,
        slug: input.slug!,
        image: input.image!,
        names: input.names!,
        sort: input.sort ?? 0,
        active: input.active ?? true,
      });
      if (!created) throw slugTaken();
      await this.audit.record(manager, {
        actor,
        action: 'gifts.create',
        resource: 'gifts',
        recordId: created.id,
        before: null,
        after: created,
      });
      return created;
    });
  }
}

/**
 * An operator edits a gift (audited as `gifts.update`); `active` false takes it out of the catalogue
 * while messages that carried it keep showing it.
 */
@CommandHandler(UpdateGiftCommand)
export class UpdateGiftHandler implements ICommandHandler<UpdateGiftCommand> {
  constructor(
    private readonly gifts: GiftAdminRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ id, body, actor }: UpdateGiftCommand): Promise<GiftRecord> {
    const input = readFields(body, GIFT_RULES, { readOnly: GIFT_READ_ONLY });
    return this.gifts.transaction(async (manager) => {
      const before = await this.gifts.lock(manager, id);
      if (!before) throw ApiError.notFound('gift_not_found');
      if (input.site_id !== undefined && input.site_id !== before.site_id) throw invalidField('site_id');
      const changes = changedFields(before as unknown as Record<string, unknown>, input);
      if (!Object.keys(changes).length) return before;
      const after = await this.gifts.update(manager, id, changes);
      if (!after) throw slugTaken();
      await this.audit.record(manager, {
        actor,
        action: 'gifts.update',
        resource: 'gifts',
        recordId: id,
        before,
        after,
      });
      return after;
    });
  }
}
