import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminListPage, mapPage } from '../../../shared/admin-list/admin-list-params';
import { ListComplaintsQuery } from '../../compliance.contracts';
import { ComplaintsRepository } from '../../database/complaints.repository';
import type { ComplaintAdminRow } from './complaint-admin-row.response';
import { toComplaintAdminRow } from './complaint-admin-row.mapper';

/** Complaints, page by page, for the moderators. */
@QueryHandler(ListComplaintsQuery)
export class ListComplaintsHandler implements IQueryHandler<ListComplaintsQuery> {
  constructor(private readonly complaints: ComplaintsRepository) {}

  async execute({ params }: ListComplaintsQuery): Promise<AdminListPage<ComplaintAdminRow>> {
    return mapPage(await this.complaints.page(params), toComplaintAdminRow);
  }
}
