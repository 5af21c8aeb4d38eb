import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminListPage } from '../../../shared/admin-list/admin-list-params';
import {
  type BundleAdminRecord,
  type DiscountCodeAdminRecord,
  type DiscountCodeUse,
  ListBundlesAdminQuery,
  ListDiscountCodesQuery,
  ListDiscountCodeUsesQuery,
} from '../../billing.contracts';
import { BundleAdminRepository } from '../../database/bundle-admin.repository';
import { DiscountCodeAdminRepository } from '../../database/discount-code-admin.repository';

@QueryHandler(ListDiscountCodesQuery)
export class ListDiscountCodesHandler implements IQueryHandler<ListDiscountCodesQuery> {
  constructor(private readonly codes: DiscountCodeAdminRepository) {}

  execute({ params }: ListDiscountCodesQuery): Promise<AdminListPage<DiscountCodeAdminRecord>> {
    return this.codes.page(params);
  }
}

@QueryHandler(ListDiscountCodeUsesQuery)
export class ListDiscountCodeUsesHandler implements IQueryHandler<ListDiscountCodeUsesQuery> {
  constructor(private readonly codes: DiscountCodeAdminRepository) {}

  execute({ id }: ListDiscountCodeUsesQuery): Promise<DiscountCodeUse[]> {
    return this.codes.uses(id);
  }
}

@QueryHandler(ListBundlesAdminQuery)
export class ListBundlesAdminHandler implements IQueryHandler<ListBundlesAdminQuery> {
  constructor(private readonly bundles: BundleAdminRepository) {}

  execute({ params }: ListBundlesAdminQuery): Promise<AdminListPage<BundleAdminRecord>> {
    return this.bundles.page(params);
  }
}
