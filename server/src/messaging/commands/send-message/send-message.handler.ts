import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetCreditBalanceQuery, SpendCreditsCommand } from '../../../billing/billing.contracts';
import { GetMemberStatusQuery, type MemberStatus } from '../../../identity/identity.contracts';
import {
  GetBlockRelationsQuery,
  GetChatCardsQuery,
  GetMemberCardsQuery,
} from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { GetSiteSettingsByIdQuery, type SiteSettings } from '../../../site/site.contracts';
import type { ConversationSide } from '../../database/conversations.repository';
import type { MessageRow } from '../../database/message.row';
import { MessagesRepository, type StartCheck } from '../../database/messages.repository';
import {
  CLIENT_ID,
  costOf,
  FREE_CONVERSATIONS,
  SPEND_WITHIN_MS,
  spendKeyOf,
  spendKindOf,
} from '../../domain/messaging-rules';
import { ChatMessageViews } from '../../queries/get-chat-message/chat-message.views';
import { MessageAbuseLimits } from './abuse-limits';
import { MessageContentReader, type StoredContent } from './message-content.reader';
import { SendMessageCommand, type SentMessage } from './send-message.command';

/**
 * The send (issue 12 §2): the message is stored pending, its credits are spent under the key
 * `message:<id>`, then it is marked sent with MessageSent in one transaction. A crash between the spend
 * and the mark leaves a pending message whose spend billing knows: the same `client_id` sent again
 * replays the spend (no second charge) and marks it, and the sweep settles what nobody retries.
 */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly contents: MessageContentReader,
    private readonly views: ChatMessageViews,
    private readonly limits: MessageAbuseLimits,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: SendMessageCommand): Promise<SentMessage> {
    const { senderId } = command;
    if (!CLIENT_ID.test(command.clientId))
      throw ApiError.badRequest('invalid_client_id', 'errors.bad_request');
    const sender = await this.queryBus.execute(new GetMemberStatusQuery(senderId));
    if (!sender || sender.deleted) throw ApiError.authenticationRequired();
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(sender.siteId));

    const { earlier, side } = await this.messages.sendContext(senderId, command.clientId, command.target);
    if (earlier?.state === 'sent') return this.answer(earlier, site, command, false);

    if (!earlier && !side && 'conversationId' in command.target)
      throw ApiError.notFound('conversation_not_found', 'messaging.conversation_not_found');
    const recipientId = earlier
      ? earlier.recipient_id
      : 'memberId' in command.target
        ? command.target.memberId
        : side!.partner_id;
    if (recipientId === senderId)
      throw ApiError.badRequest('cannot_message_self', 'messaging.cannot_message_self');
    await this.checkReachable(senderId, recipientId, side);
    if (sender.status === 'not_confirmed' && side?.started_by === recipientId) {
      throw new ApiError(403, 'not_confirmed', 'messaging.not_confirmed');
    }
    await this.limits.message(senderId);

    const check = this.startCheck(sender);
    let message: MessageRow | null;
    if (earlier) {
      message = earlier;
    } else {
      const content = await this.contents.read(command.content, site, senderId);
      if (!side)
        await this.limits.newConversation(
          senderId,
          recipientId,
          content.kind === 'text' ? content.text : null,
        );
      const stored = await this.messages.storePending(
        {
          senderId,
          recipientId,
          clientId: command.clientId,
          ...this.columns(content),
          credits: costOf(content.kind, site),
        },
        check,
        side ? { id: side.conversation_id, startedBy: side.started_by, counted: side.counted } : undefined,
      );
      message = stored.message;
    }
    if (message.state === 'sent') return this.answer(message, site, command, false);
    const fresh = this.clock.now().getTime() - message.created_at.getTime() < SPEND_WITHIN_MS;
    if (message.state !== 'pending' || !fresh) {
      message = await this.messages.revive(message, check);
      if (!message)
        return this.answer(
          (await this.messages.byClientId(senderId, command.clientId))!,
          site,
          command,
          false,
        );
    }

    const key = spendKeyOf(message.id);
    const spent = await this.commandBus.execute(
      new SpendCreditsCommand(senderId, message.credits, spendKindOf(message.kind), key, key),
    );
    if (spent.status === 'insufficient_credits') {
      await this.messages.markVoid(message.id);
      throw new ApiError(402, 'insufficient_credits', 'messaging.insufficient_credits', {
        name: await this.nameOf(senderId, recipientId),
      });
    }
    const sent = await this.messages.markSent(message.id);
    return this.answer(sent, site, command, true, spent.balance);
  }

  /**
   * Whether the sender may write to the recipient: not blocked either way (403 blocked); a new
   * conversation only with a member the sender may see and reach (same site, enabled, not invisible or
   * deleted: else 404), an existing one while the recipient is not deleted (invisible mode included).
   */
  private async checkReachable(
    senderId: number,
    recipientId: number,
    side: ConversationSide | null,
  ): Promise<void> {
    const blocks = await this.queryBus.execute(new GetBlockRelationsQuery(senderId));
    if (blocks.blockedBy.includes(recipientId))
      throw new ApiError(403, 'blocked', 'messaging.blocked_by_member');
    if (blocks.blocked.includes(recipientId)) throw new ApiError(403, 'blocked', 'messaging.you_blocked');
    const reachable = side
      ? (await this.queryBus.execute(new GetMemberStatusQuery(recipientId)))?.deleted === false
      : (await this.queryBus.execute(new GetMemberCardsQuery(senderId, [recipientId]))).length > 0;
    if (!reachable) throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
  }

  /** The recipient's name, for the 402 message. */
  private async nameOf(senderId: number, recipientId: number): Promise<string> {
    const [card] = await this.queryBus.execute(new GetChatCardsQuery(senderId, [recipientId]));
    return card?.name ?? '';
  }

  /** A free member starts at most FREE_CONVERSATIONS conversations (decided under the sender's lock). */
  private startCheck(sender: MemberStatus): StartCheck {
    return (started) => {
      if (!sender.paidUser && started >= FREE_CONVERSATIONS) {
        throw new ApiError(403, 'premium_required', 'messaging.premium_required');
      }
    };
  }

  private columns(content: StoredContent) {
    return {
      kind: content.kind,
      text: content.kind === 'text' ? content.text : '',
      photoFile: content.kind === 'photo' ? content.file : null,
      photoThumb: content.kind === 'photo' ? content.thumb : null,
      giftId: content.kind === 'gift' ? content.giftId : null,
    };
  }

  private async answer(
    message: MessageRow,
    site: SiteSettings,
    command: SendMessageCommand,
    created: boolean,
    balance?: number,
  ): Promise<SentMessage> {
    const [view] = await this.views.of([message], command.senderId, 0, site, command.locale);
    return {
      message: view!,
      conversationId: message.conversation_id,
      credits: balance ?? (await this.queryBus.execute(new GetCreditBalanceQuery(command.senderId))),
      created,
    };
  }
}
