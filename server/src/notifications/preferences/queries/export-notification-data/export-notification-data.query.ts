import { Query } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../../shared/data-export/member-data-part';

/** The member's e-mail notification preferences and push devices, for their data export. */
export class ExportNotificationDataQuery extends Query<MemberDataPart> {
  constructor(readonly memberId: number) {
    super();
  }
}
