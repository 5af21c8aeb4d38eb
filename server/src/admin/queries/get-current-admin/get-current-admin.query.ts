import { Query } from '@nestjs/cqrs';
import type { AdminAccountResponse } from '../../admin-account.response';

/** The admin of the session; null when the account is gone. */
export class GetCurrentAdminQuery extends Query<AdminAccountResponse | null> {
  constructor(readonly adminId: number) {
    super();
  }
}
