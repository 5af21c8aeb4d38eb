import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { GetChatCardsQuery } from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { FictionalConversationsRepository } from '../../database/fictional-conversations.repository';
import { ChatMessageViews } from '../get-chat-message/chat-message.views';
import type { FictionalConversationView } from './fictional-conversation.response';
import { FictionalPairs } from './fictional-pairs';
import { GetFictionalConversationQuery } from './get-fictional-conversation.query';

@QueryHandler(GetFictionalConversationQuery)
export class GetFictionalConversationHandler implements IQueryHandler<GetFictionalConversationQuery> {
  constructor(
    private readonly conversations: FictionalConversationsRepository,
    private readonly pairs: FictionalPairs,
    private readonly views: ChatMessageViews,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    conversationId,
    adminId,
    locale,
  }: GetFictionalConversationQuery): Promise<FictionalConversationView> {
    const pair = await this.pairs.findWithMember(conversationId);
    const fictional = await this.queryBus.execute(new GetMemberStatusQuery(pair.fictional_id));
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(fictional!.siteId));
    const rows = await this.conversations.messages(conversationId);
    const [[member], [fictionalCard], notes, claim] = await Promise.all([
      this.queryBus.execute(new GetChatCardsQuery(pair.fictional_id, [pair.member_id])),
      this.queryBus.execute(new GetChatCardsQuery(pair.member_id, [pair.fictional_id])),
      this.conversations.notes(pair.fictional_id),
      this.conversations.claimOf(conversationId, this.clock.now()),
    ]);
    const messages = await this.views.of(rows, pair.fictional_id, pair.member_read_up_to, site, locale);
    const lastAnswer = rows.findLastIndex((row) => row.sender_id === pair.fictional_id);
    const waiting = rows.slice(lastAnswer + 1).find((row) => row.sender_id === pair.member_id);
    return {
      id: pair.id,
      member_id: pair.member_id,
      member: member ?? null,
      fictional: {
        id: pair.fictional_id,
        card: fictionalCard ?? null,
        notes: notes.notes,
        notes_updated_at: notes.updated_at?.toISOString() ?? null,
      },
      messages,
      claim: claim && {
        admin_id: claim.admin_id,
        expires_at: claim.expires_at.toISOString(),
        mine: claim.admin_id === adminId,
      },
      waiting_since: waiting?.sent_at?.toISOString() ?? null,
    };
  }
}
