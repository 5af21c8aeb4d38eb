import { Query } from '@nestjs/cqrs';
import type { SignupMatchesResponse } from './signup-matches.response';

/** Members to suggest to someone who has just signed up (SPEC §2 /signup-matches), to like at once. */
export class GetSignupMatchesQuery extends Query<SignupMatchesResponse> {
  constructor(readonly memberId: number) {
    super();
  }
}
