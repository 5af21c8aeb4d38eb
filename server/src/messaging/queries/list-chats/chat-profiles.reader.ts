import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetChatCardsQuery, GetMemberCardsQuery } from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ONLINE_MS } from '../../domain/messaging-rules';
import type { ChatProfile } from './chats.response';

/** The other members of a member's chats as the chat shows them: their cards, online or not. */
@Injectable()
export class ChatProfilesReader {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Partners of existing conversations (a member in invisible mode included); with `reachableOnly`, only
   * members the viewer may start a conversation with. Blocked, deleted and banned members are left out.
   */
  async of(viewerId: number, partnerIds: number[], reachableOnly = false): Promise<Map<number, ChatProfile>> {
    const cards = await this.queryBus.execute(
      reachableOnly
        ? new GetMemberCardsQuery(viewerId, partnerIds)
        : new GetChatCardsQuery(viewerId, partnerIds),
    );
    const now = this.clock.now().getTime();
    return new Map(
      cards.map((card) => [
        card.id,
        { ...card, online: now - new Date(card.last_active_at).getTime() < ONLINE_MS },
      ]),
    );
  }
}
