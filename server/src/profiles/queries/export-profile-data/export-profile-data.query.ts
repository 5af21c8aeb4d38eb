import { Query } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';

/** The member's profile, photos (with their files) and blocks, for their data export. */
export class ExportProfileDataQuery extends Query<MemberDataPart> {
  constructor(readonly profileId: number) {
    super();
  }
}
