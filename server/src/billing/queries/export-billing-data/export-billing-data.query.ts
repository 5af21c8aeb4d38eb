import { Query } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';

/** The member's orders, ledger entries, direct debits and payment mandates, for their data export. */
export class ExportBillingDataQuery extends Query<MemberDataPart> {
  constructor(readonly accountId: number) {
    super();
  }
}
