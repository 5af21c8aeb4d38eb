import { QueryBus } from '@nestjs/cqrs';
import { GetBlockRelationsQuery, MemberBlocked, MemberUnblocked } from '../../profiles/profiles.contracts';
import { HandlesOutboxEvent, type OutboxEventHandler } from '../../shared/outbox/outbox-handler';
import { SearchBlocksRepository } from '../database/search-blocks.repository';

/**
 * Search's copy of a block follows profiles: it asks whether the block holds now rather than trusting
 * the event, so a repeated, retried or late delivery (an unblock relayed before its block) ends right.
 */
@HandlesOutboxEvent(MemberBlocked)
@HandlesOutboxEvent(MemberUnblocked)
export class CopySearchBlock implements OutboxEventHandler<MemberBlocked | MemberUnblocked> {
  constructor(
    private readonly blocks: SearchBlocksRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async handle({ blockerId, blockedId }: MemberBlocked | MemberUnblocked): Promise<void> {
    const relations = await this.queryBus.execute(new GetBlockRelationsQuery(blockerId, true));
    await this.blocks.set({ blockerId, blockedId }, relations.blocked.includes(blockedId));
  }
}
