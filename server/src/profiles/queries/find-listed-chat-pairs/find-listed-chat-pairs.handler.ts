import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MemberCardsRepository } from '../../database/member-cards.repository';
import { FindListedChatPairsQuery, type MemberPair } from './find-listed-chat-pairs.query';

@QueryHandler(FindListedChatPairsQuery)
export class FindListedChatPairsHandler implements IQueryHandler<FindListedChatPairsQuery> {
  constructor(private readonly cards: MemberCardsRepository) {}

  async execute({ pairs }: FindListedChatPairsQuery): Promise<MemberPair[]> {
    return pairs.length ? this.cards.listedPairs(pairs) : [];
  }
}
