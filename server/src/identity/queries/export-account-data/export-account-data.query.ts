import { Query } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';

/** The member's account for their data export: `account.json` (e-mail, site, language, dates, settings). */
export class ExportAccountDataQuery extends Query<MemberDataPart> {
  constructor(readonly accountId: number) {
    super();
  }
}
