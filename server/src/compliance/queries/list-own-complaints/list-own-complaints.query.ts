import { Query } from '@nestjs/cqrs';
import type { OwnComplaint } from './own-complaint.response';

/** The member's own complaints, newest first (the latest 100). */
export class ListOwnComplaintsQuery extends Query<OwnComplaint[]> {
  constructor(readonly reporterId: number) {
    super();
  }
}

/** One of the member's own complaints; null when it is not theirs. */
export class GetOwnComplaintQuery extends Query<OwnComplaint | null> {
  constructor(
    readonly reporterId: number,
    readonly complaintId: number,
  ) {
    super();
  }
}
