import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { GetBlockRelationsQuery, RecordActivityCommand } from '../../../profiles/profiles.contracts';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { ConversationsRepository } from '../../database/conversations.repository';
import { FictionalConversationsRepository } from '../../database/fictional-conversations.repository';
import { MessagesRepository } from '../../database/messages.repository';
import { CLAIM_MS, FICTIONAL_RESOURCE } from '../../domain/fictional-rules';
import { CLIENT_ID } from '../../domain/messaging-rules';
import { ChatMessageViews } from '../../queries/get-chat-message/chat-message.views';
import { FictionalPairs } from '../../queries/get-fictional-conversation/fictional-pairs';
import { MessageContentReader } from '../send-message/message-content.reader';
import { type FictionalReply, ReplyAsFictionalCommand } from './reply-as-fictional.command';

/** Thrown inside the reply's transaction when the agent's hold ended meanwhile: it rolls the reply back. */
class HoldLost extends Error {}

const claimRequired = () => new ApiError(409, 'claim_required', 'messaging.fictional_claim_required');

/**
 * The reply of a chat agent as the fictional profile: stored like any message (messaging's own store,
 * MessageSent through the outbox, so the member's open chat gets it at once), but free (no spend: the
 * site runs the profile), with the agent's hold renewed and the audit entry in the same transaction.
 */
@CommandHandler(ReplyAsFictionalCommand)
export class ReplyAsFictionalHandler implements ICommandHandler<ReplyAsFictionalCommand> {
  private readonly logger = new Logger(ReplyAsFictionalHandler.name);

  constructor(
    private readonly messages: MessagesRepository,
    private readonly conversations: FictionalConversationsRepository,
    private readonly sides: ConversationsRepository,
    private readonly pairs: FictionalPairs,
    private readonly contents: MessageContentReader,
    private readonly views: ChatMessageViews,
    private readonly audit: AuditTrail,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ReplyAsFictionalCommand): Promise<FictionalReply> {
    const { conversationId, actor } = command;
    if (!CLIENT_ID.test(command.clientId))
      throw ApiError.badRequest('invalid_client_id', 'errors.bad_request');
    const pair = await this.pairs.findWithMember(conversationId);
    const holder = await this.conversations.claimOf(conversationId, this.clock.now());
    if (!holder) throw claimRequired();
    if (holder.admin_id !== actor.adminId)
      throw new ApiError(409, 'claimed_by_other', 'messaging.fictional_claimed_by_other');

    const fictional = await this.queryBus.execute(new GetMemberStatusQuery(pair.fictional_id));
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(fictional!.siteId));
    const content = await this.contents.read({ kind: 'text', text: command.text }, site, pair.fictional_id);
    if (content.kind !== 'text') throw ApiError.badRequest('message_empty', 'messaging.message_empty');
    const blocks = await this.queryBus.execute(new GetBlockRelationsQuery(pair.fictional_id));
    if (blocks.blockedBy.includes(pair.member_id) || blocks.blocked.includes(pair.member_id))
      throw new ApiError(403, 'blocked', 'messaging.blocked_by_member');

    try {
      const stored = await this.messages.storeSent(
        {
          senderId: pair.fictional_id,
          recipientId: pair.member_id,
          clientId: command.clientId,
          kind: 'text',
          text: content.text,
          photoFile: null,
          photoThumb: null,
          giftId: null,
          credits: 0,
        },
        () => undefined,
        async (manager, message) => {
          const now = this.clock.now();
          const held = await this.conversations.renewHeld(
            manager,
            conversationId,
            actor.adminId,
            now,
            new Date(now.getTime() + CLAIM_MS),
          );
          if (!held) throw new HoldLost();
          await this.audit.record(manager, {
            actor,
            action: `${FICTIONAL_RESOURCE}.reply`,
            resource: FICTIONAL_RESOURCE,
            recordId: conversationId,
            before: null,
            after: {
              message_id: message.id,
              fictional_id: pair.fictional_id,
              member_id: pair.member_id,
              text: message.text,
            },
          });
        },
        { id: conversationId, startedBy: pair.member_id, counted: true },
      );
      if (stored.message.conversation_id !== conversationId)
        throw ApiError.badRequest('invalid_client_id', 'errors.bad_request');
      // Like any partner who answers, the profile has read what the member wrote (the member sees the mark).
      const side = await this.sides.side(pair.fictional_id, conversationId);
      if (side) await this.sides.markRead(side);
      if (stored.created) await this.recordActivity(pair.fictional_id);
      const [view] = await this.views.of([stored.message], pair.fictional_id, 0, site, command.locale);
      return { message: view!, created: stored.created };
    } catch (error) {
      if (error instanceof HoldLost) throw claimRequired();
      throw error;
    }
  }

  /**
   * The profile that just answered is active, as a member who writes is (their requests count): else
   * the member reads "last active 2 weeks ago" above a reply from a minute ago. The reply is stored
   * whatever happens here.
   */
  private async recordActivity(fictionalId: number): Promise<void> {
    await this.commandBus
      .execute(new RecordActivityCommand(fictionalId, this.clock.now()))
      .catch((error: unknown) =>
        this.logger.warn(`activity of ${fictionalId} not recorded: ${String(error)}`),
      );
  }
}
