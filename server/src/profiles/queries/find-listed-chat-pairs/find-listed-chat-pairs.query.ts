import { Query } from '@nestjs/cqrs';

/** Two members, a member and the partner of one of their conversations. */
export interface MemberPair {
  memberId: number;
  partnerId: number;
}

/**
 * Which of the given pairs the member's chats show the partner's card for, by the rule of the chat cards
 * (GetChatCardsQuery) that chats.php lists with and chat-totals.php counts with: the partner's profile is enabled and
 * on the member's site, and neither blocked the other. Departed accounts are identity's to tell and are
 * not checked here. A whole batch in one query.
 */
export class FindListedChatPairsQuery extends Query<MemberPair[]> {
  constructor(readonly pairs: MemberPair[]) {
    super();
  }
}
