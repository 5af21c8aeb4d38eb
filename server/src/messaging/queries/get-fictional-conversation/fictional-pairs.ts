import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { ListFictionalProfileIdsQuery } from '../../../profiles/profiles.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import {
  FictionalConversationsRepository,
  type FictionalPair,
} from '../../database/fictional-conversations.repository';

/** The conversations the chat agents may see: a member's with a fictional profile (else 404). */
@Injectable()
export class FictionalPairs {
  constructor(
    private readonly conversations: FictionalConversationsRepository,
    private readonly queryBus: QueryBus,
  ) {}

  fictionalIds(): Promise<number[]> {
    return this.queryBus.execute(new ListFictionalProfileIdsQuery());
  }

  async find(conversationId: number): Promise<FictionalPair> {
    const pair = await this.conversations.pair(conversationId, await this.fictionalIds());
    if (!pair) throw ApiError.notFound('conversation_not_found', 'messaging.conversation_not_found');
    return pair;
  }

  /**
   * The conversation as `find` answers it, while its member is still there: once they deleted the account
   * or were banned, the agents leave it alone (no opening, claim, notes or reply) with 404
   * `member_not_found`, the answer a member's send to them gets, until an unban. Read from the member's
   * cached status, which the ban empties on every instance.
   */
  async findWithMember(conversationId: number): Promise<FictionalPair> {
    const pair = await this.find(conversationId);
    const member = await this.queryBus.execute(new GetMemberStatusQuery(pair.member_id));
    if (member?.deleted !== false || member.banned)
      throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    return pair;
  }
}
