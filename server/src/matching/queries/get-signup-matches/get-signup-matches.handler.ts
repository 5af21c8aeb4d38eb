import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SuggestMembersQuery } from '../../../profiles/profiles.contracts';
import { GetSignupMatchesQuery } from './get-signup-matches.query';
import type { SignupMatchesResponse } from './signup-matches.response';

/** Enough for a screenful of cards on a desktop (4 × 3) and two on a phone. */
export const SIGNUP_MATCHES = 12;

@QueryHandler(GetSignupMatchesQuery)
export class GetSignupMatchesHandler implements IQueryHandler<GetSignupMatchesQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ memberId }: GetSignupMatchesQuery): Promise<SignupMatchesResponse> {
    // Members already liked stay in: the grid shows them as liked, so a like never makes a card vanish.
    const profiles = await this.queryBus.execute(new SuggestMembersQuery(memberId, [], SIGNUP_MATCHES));
    return { profiles };
  }
}
