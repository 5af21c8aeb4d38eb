import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ComplaintsRepository } from '../../database/complaints.repository';
import { GetOwnComplaintQuery, ListOwnComplaintsQuery } from './list-own-complaints.query';
import type { OwnComplaint } from './own-complaint.response';
import { toOwnComplaint } from './own-complaint.mapper';

@QueryHandler(ListOwnComplaintsQuery)
export class ListOwnComplaintsHandler implements IQueryHandler<ListOwnComplaintsQuery> {
  constructor(private readonly complaints: ComplaintsRepository) {}

  async execute({ reporterId }: ListOwnComplaintsQuery): Promise<OwnComplaint[]> {
    return (await this.complaints.ownedBy(reporterId)).map(toOwnComplaint);
  }
}

@QueryHandler(GetOwnComplaintQuery)
export class GetOwnComplaintHandler implements IQueryHandler<GetOwnComplaintQuery> {
  constructor(private readonly complaints: ComplaintsRepository) {}

  async execute({ reporterId, complaintId }: GetOwnComplaintQuery): Promise<OwnComplaint | null> {
    const row = await this.complaints.ownOne(reporterId, complaintId);
    return row ? toOwnComplaint(row) : null;
  }
}
