import { Query } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';

/** The member's likes (given and received) and swipe passes, for their data export. */
export class ExportLikesDataQuery extends Query<MemberDataPart> {
  constructor(readonly memberId: number) {
    super();
  }
}
