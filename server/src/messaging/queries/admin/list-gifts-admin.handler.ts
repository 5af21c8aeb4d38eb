import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminListPage } from '../../../shared/admin-list/admin-list-params';
import { GiftAdminRepository } from '../../database/gift-admin.repository';
import { type GiftAdminRecord, ListGiftsAdminQuery } from '../../messaging.contracts';

/** Every site's gifts, offered or not, for the operators' console. */
@QueryHandler(ListGiftsAdminQuery)
export class ListGiftsAdminHandler implements IQueryHandler<ListGiftsAdminQuery> {
  constructor(private readonly gifts: GiftAdminRepository) {}

  execute({ params }: ListGiftsAdminQuery): Promise<AdminListPage<GiftAdminRecord>> {
    return this.gifts.page(params);
  }
}
