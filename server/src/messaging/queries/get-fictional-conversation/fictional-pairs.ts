import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
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
}
