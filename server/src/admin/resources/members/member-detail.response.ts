import { LedgerEntryRow, OrderAdminRow } from '../../../billing/billing.contracts';
import { MemberReports } from '../../../compliance/compliance.contracts';
import { MemberAccountDetail } from '../../../identity/identity.contracts';
import { AdminProfile } from '../../../profiles/profiles.contracts';

/** The member's credits: the balance and the latest ledger entries (the ledger resource has the rest). */
export class MemberCredits {
  balance: number;
  entries: LedgerEntryRow[];
  entries_total: number;
}

/** The member's latest orders (the orders resource has the rest). */
export class MemberOrders {
  rows: OrderAdminRow[];
  total: number;
}

/**
 * One member for the console (`GET /admin/api/members/:id`): the account (identity) with its login lock,
 * the profile and photos (profiles), credits and orders (billing), reports (compliance).
 */
export class MemberDetail extends MemberAccountDetail {
  /** Null when the member has no profile. */
  profile: AdminProfile | null;
  fictional: boolean;
  credits: MemberCredits;
  orders: MemberOrders;
  reports: MemberReports;
}

/** The answer to a member action: whether it changed anything, and the member as it is now. */
export class MemberActionResponse {
  /** False when the member already was in that state (nothing written, no audit entry). */
  changed: boolean;
  member: MemberDetail;
}
