import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { GetDepartedAccountIdsQuery } from '../../../identity/identity.contracts';
import { GetChatCardsQuery, type MemberCard } from '../../../profiles/profiles.contracts';
import type { AdminListPage } from '../../../shared/admin-list/admin-list-params';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import {
  FictionalConversationsRepository,
  type FictionalQueueRow,
} from '../../database/fictional-conversations.repository';
import { FictionalPairs } from '../get-fictional-conversation/fictional-pairs';
import type { FictionalConversationRow } from './fictional-conversation-row.response';
import { ListFictionalConversationsQuery } from './list-fictional-conversations.query';

@QueryHandler(ListFictionalConversationsQuery)
export class ListFictionalConversationsHandler implements IQueryHandler<ListFictionalConversationsQuery> {
  constructor(
    private readonly conversations: FictionalConversationsRepository,
    private readonly pairs: FictionalPairs,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    params,
    adminId,
  }: ListFictionalConversationsQuery): Promise<AdminListPage<FictionalConversationRow>> {
    const fictionalIds = await this.pairs.fictionalIds();
    // The conversations of deleted or banned members leave the queue as they leave the chats (and a
    // reply to them is refused); an unban brings them back.
    const departed = await this.queryBus.execute(
      new GetDepartedAccountIdsQuery(await this.conversations.partnersOf(fictionalIds)),
    );
    const page = await this.conversations.page(params, fictionalIds, departed, this.clock.now(), adminId);
    const names = await this.names(page.rows);
    return {
      total: page.total,
      rows: page.rows.map((row) => toRow(row, names)),
    };
  }

  /** The names of both sides, each as the other one sees it (one lookup per fictional profile). */
  private async names(rows: FictionalQueueRow[]): Promise<Map<number, string>> {
    const byFictional = new Map<number, number[]>();
    for (const row of rows)
      byFictional.set(row.fictional_id, [...(byFictional.get(row.fictional_id) ?? []), row.member_id]);
    const names = new Map<number, string>();
    const remember = (cards: MemberCard[]) => cards.forEach((card) => names.set(card.id, card.name));
    for (const [fictionalId, memberIds] of byFictional) {
      remember(await this.queryBus.execute(new GetChatCardsQuery(fictionalId, memberIds)));
      remember(await this.queryBus.execute(new GetChatCardsQuery(memberIds[0]!, [fictionalId])));
    }
    return names;
  }
}

function toRow(row: FictionalQueueRow, names: Map<number, string>): FictionalConversationRow {
  return {
    id: row.id,
    fictional_id: row.fictional_id,
    fictional_name: names.get(row.fictional_id) ?? null,
    member_id: row.member_id,
    member_name: names.get(row.member_id) ?? null,
    waiting_since: row.waiting_since?.toISOString() ?? null,
    waiting: row.waiting,
    last_message_at: row.last_message_at.toISOString(),
    claimed_by: row.claimed_by,
    claim_expires_at: row.claim_expires_at?.toISOString() ?? null,
    claimed_by_me: row.claimed_by_me,
  };
}
