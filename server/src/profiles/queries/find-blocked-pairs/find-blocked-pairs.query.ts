import { Query } from '@nestjs/cqrs';

/** Two members, a member and the partner of one of their conversations (the order does not matter). */
export interface MemberPair {
  memberId: number;
  partnerId: number;
}

/**
 * Which of the given pairs are blocked either way (one member blocked the other): the pairs chats.php and
 * chat-totals.php leave out, asked for a whole batch in one query.
 */
export class FindBlockedPairsQuery extends Query<MemberPair[]> {
  constructor(readonly pairs: MemberPair[]) {
    super();
  }
}
