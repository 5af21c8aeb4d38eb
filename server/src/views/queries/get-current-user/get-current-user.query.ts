import { Query } from '@nestjs/cqrs';
import type { UserResponse } from './user.response';

/** The `user` object of SPEC §3 for a logged-in member; null when the account is gone or deleted. */
export class GetCurrentUserQuery extends Query<UserResponse | null> {
  constructor(readonly accountId: number) {
    super();
  }
}
