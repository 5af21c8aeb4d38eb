import { Query } from '@nestjs/cqrs';
import type { CurrentAccountRow } from '../../database/account-rows';

/** The account part of the `user` object (SPEC §3); null when the account is gone or deleted. */
export class GetCurrentAccountQuery extends Query<CurrentAccountRow | null> {
  constructor(readonly accountId: number) {
    super();
  }
}
