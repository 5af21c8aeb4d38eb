import { Query } from '@nestjs/cqrs';
import type { CurrentAccountRow } from '../../../identity/identity.contracts';
import type { UserResponse } from './user.response';

/** The `user` object of SPEC §3 for a logged-in member; null when the account is gone or deleted. */
export class GetCurrentUserQuery extends Query<UserResponse | null> {
  /** `account`: the row the session check of this same read request took (read afresh when absent). */
  constructor(
    readonly accountId: number,
    readonly account?: CurrentAccountRow,
  ) {
    super();
  }
}
