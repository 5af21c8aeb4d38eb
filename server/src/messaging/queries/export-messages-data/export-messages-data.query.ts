import { Query } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';

/** The member's conversations and messages (with the photos they sent), for their data export. */
export class ExportMessagesDataQuery extends Query<MemberDataPart> {
  constructor(readonly memberId: number) {
    super();
  }
}
