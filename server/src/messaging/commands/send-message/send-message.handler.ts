import { InjectQueue } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Queue } from 'bull';
import type { EntityManager } from 'typeorm';
import {
  GetCreditBalanceQuery,
  PrepareSpendInStatementCommand,
  SpendCreditsCommand,
} from '../../../billing/billing.contracts';
import { GetMemberStatusQuery, type MemberStatus } from '../../../identity/identity.contracts';
import {
  GetBlockRelationsQuery,
  GetChatCardsQuery,
  GetMemberCardsQuery,
} from '../../../profiles/profiles.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import {
  photoSafetyJobOptions,
  SCORE_CHAT_PHOTO_JOB,
  type ScoreChatPhotoJob,
} from '../../../shared/images/photo-safety-jobs';
import { QUEUES } from '../../../shared/queues/queue-names';
import { GetSiteSettingsByIdQuery, type SiteSettings } from '../../../site/site.contracts';
import type { ConversationSide } from '../../database/conversations.repository';
import type { MessageRow } from '../../database/message.row';
import {
  CreditsShort,
  MessagesRepository,
  type NewMessage,
  type StartCheck,
} from '../../database/messages.repository';
import { CLIENT_ID, costOf, FREE_CONVERSATIONS, spendKeyOf, spendKindOf } from '../../domain/messaging-rules';
import { ChatMessageViews } from '../../queries/get-chat-message/chat-message.views';
import { MessageAbuseLimits } from './abuse-limits';
import { ConversationPartners } from './conversation-partners';
import { MessageContentReader, type StoredContent } from './message-content.reader';
import { SendMessageCommand, type SentMessage } from './send-message.command';

/** A send stored: the row, whether it is new, and the balance its spend left (when it spent). */
interface Stored {
  message: MessageRow;
  created: boolean;
  balance?: number;
}

/**
 * The send (issue 12 §2): the message, its spend under the key `message:<id>` and MessageSent commit
 * together or not at all (one statement for the usual send, a transaction with billing's
 * SpendCreditsCommand while the start rule decides). The same `client_id` sent again answers the stored
 * message without a second charge.
 *
 * The usual send (a text or gift in a conversation the start rule is done with) is tried first as that one
 * statement alone (sendInSettledConversation); whatever is not plain there takes the full path, which
 * decides every refusal in its order.
 */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  private readonly logger = new Logger(SendMessageHandler.name);

  constructor(
    private readonly messages: MessagesRepository,
    private readonly contents: MessageContentReader,
    private readonly views: ChatMessageViews,
    private readonly limits: MessageAbuseLimits,
    private readonly partners: ConversationPartners,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @InjectQueue(QUEUES.photoSafety) private readonly safety: Queue<ScoreChatPhotoJob>,
  ) {}

  async execute(command: SendMessageCommand): Promise<SentMessage> {
    const { senderId } = command;
    if (!CLIENT_ID.test(command.clientId))
      throw ApiError.badRequest('invalid_client_id', 'errors.bad_request');
    const sender = await this.queryBus.execute(new GetMemberStatusQuery(senderId));
    if (!sender || sender.deleted) throw ApiError.authenticationRequired();
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(sender.siteId));
    const settled = await this.sendInSettledConversation(command, sender, site);
    if (settled) return settled;

    const { earlier, side } = await this.messages.sendContext(senderId, command.clientId, command.target);
    if (earlier) return this.answer(earlier, site, command, false);
    if (side) this.partners.remember(senderId, side.conversation_id, side.partner_id);

    if (!side && 'conversationId' in command.target)
      throw ApiError.notFound('conversation_not_found', 'messaging.conversation_not_found');
    const recipientId = 'memberId' in command.target ? command.target.memberId : side!.partner_id;
    if (recipientId === senderId)
      throw ApiError.badRequest('cannot_message_self', 'messaging.cannot_message_self');
    await this.checkReachable(senderId, recipientId, side);
    if (sender.status === 'not_confirmed' && side?.started_by === recipientId) {
      throw new ApiError(403, 'not_confirmed', 'messaging.not_confirmed');
    }
    await this.limits.message(senderId, command.clientId);

    const content = await this.contents.read(command.content, site, senderId);
    if (!side)
      await this.limits.newConversation(senderId, recipientId, content.kind === 'text' ? content.text : null);
    const message = this.newMessage(command, recipientId, content, site);
    try {
      // The start rule has nothing to decide on a conversation the partner started, or one that counts.
      const stored =
        side && (side.counted || side.started_by !== senderId)
          ? await this.storeSettled(message, side.conversation_id)
          : await this.storeStarting(message, sender, side);
      if (stored.created && stored.message.kind === 'photo') await this.queueScoring(stored.message.id);
      return await this.answer(stored.message, site, command, stored.created, stored.balance);
    } catch (error) {
      throw await this.asCreditAlert(error, senderId, recipientId);
    }
  }

  /** CreditsShort as the 402 that names the recipient (SPEC §8); any other error as it is. */
  private async asCreditAlert(error: unknown, senderId: number, recipientId: number): Promise<unknown> {
    if (!(error instanceof CreditsShort)) return error;
    return new ApiError(402, 'insufficient_credits', 'messaging.insufficient_credits', {
      name: await this.nameOf(senderId, recipientId),
    });
  }

  /**
   * The usual send before any read: to a member, or to a conversation whose partner this instance knows,
   * when nothing refuses it (not blocked either way, the recipient neither deleted nor banned, a confirmed
   * sender, valid content, under the per-minute limit), stored by the one statement that also finds the
   * sender's side of the conversation and checks that the start rule is done with it. Answers null when
   * the send is not that plain, having changed nothing (the per-minute count is by `client_id`, so the full
   * path counts the same send once); the full path then decides as before, refusals and their order
   * included. A retry of a stored send is answered here, as the full path answers it.
   */
  private async sendInSettledConversation(
    command: SendMessageCommand,
    sender: MemberStatus,
    site: SiteSettings,
  ): Promise<SentMessage | null> {
    const { senderId, target } = command;
    if (command.content.kind === 'photo' || sender.status === 'not_confirmed') return null;
    const conversationId = 'conversationId' in target ? target.conversationId : null;
    const recipientId =
      'memberId' in target ? target.memberId : this.partners.partnerOf(senderId, target.conversationId);
    if (recipientId === undefined || recipientId === senderId) return null;
    if (await this.refusal(senderId, recipientId, true)) return null;
    const content = await this.contents.read(command.content, site, senderId).catch(passOn(ApiError));
    if (!content) return null;
    const counted = await this.limits.message(senderId, command.clientId).then(() => true, passOn(ApiError));
    if (!counted) return null;
    const message = this.newMessage(command, recipientId, content, site);
    try {
      const stored = await this.storeInSettled(message, conversationId);
      if (!stored) return null;
      this.partners.remember(senderId, stored.message.conversation_id, recipientId);
      return await this.answer(stored.message, site, command, stored.created, stored.balance);
    } catch (error) {
      throw await this.asCreditAlert(error, senderId, recipientId);
    }
  }

  /**
   * To a conversation the start rule has nothing to decide on: message, spend and event in one statement
   * (MessagesRepository.storeInSettledConversation); 404 when the conversation went in the meantime.
   */
  private async storeSettled(message: NewMessage, conversationId: number): Promise<Stored> {
    const stored = await this.storeInSettled(message, conversationId);
    if (!stored) throw ApiError.notFound('conversation_not_found', 'messaging.conversation_not_found');
    return stored;
  }

  /** The one statement (null: no settled side), billing told first that the balance is being written. */
  private async storeInSettled(message: NewMessage, conversationId: number | null): Promise<Stored | null> {
    await this.commandBus.execute(new PrepareSpendInStatementCommand(message.senderId));
    return this.messages.storeInSettledConversation(message, conversationId, spendKindOf(message.kind));
  }

  /**
   * A new conversation, or one the start rule has still to count: the start check under the sender's lock
   * and the spend (billing's SpendCreditsCommand) in the message's transaction.
   */
  private async storeStarting(
    message: NewMessage,
    sender: MemberStatus,
    side: (ConversationSide & { counted: boolean }) | null,
  ): Promise<Stored> {
    let balance: number | undefined;
    const pay = async (manager: EntityManager, stored: MessageRow): Promise<void> => {
      const key = spendKeyOf(stored.id);
      const spent = await this.commandBus.execute(
        new SpendCreditsCommand(
          message.senderId,
          stored.credits,
          spendKindOf(stored.kind),
          key,
          key,
          manager,
        ),
      );
      if (spent.status === 'insufficient_credits') throw new CreditsShort();
      balance = spent.balance;
    };
    const stored = await this.messages.storeSent(
      message,
      this.startCheck(sender),
      pay,
      side ? { id: side.conversation_id, startedBy: side.started_by, counted: side.counted } : undefined,
    );
    return { ...stored, balance };
  }

  /**
   * Whether the sender may write to the recipient: not blocked either way (403 blocked); a new
   * conversation only with a member the sender may see and reach (same site, enabled, not invisible or
   * deleted: else 404), an existing one while the recipient is not deleted or banned (invisible mode
   * included).
   */
  private async checkReachable(
    senderId: number,
    recipientId: number,
    side: ConversationSide | null,
  ): Promise<void> {
    const refusal = await this.refusal(senderId, recipientId, side !== null);
    if (refusal) throw refusal;
  }

  /** What checkReachable throws, or null; `existing`: the pair has a conversation. */
  private async refusal(senderId: number, recipientId: number, existing: boolean): Promise<ApiError | null> {
    const blocks = await this.queryBus.execute(new GetBlockRelationsQuery(senderId));
    if (blocks.blockedBy.includes(recipientId))
      return new ApiError(403, 'blocked', 'messaging.blocked_by_member');
    if (blocks.blocked.includes(recipientId)) return new ApiError(403, 'blocked', 'messaging.you_blocked');
    const recipient = existing && (await this.queryBus.execute(new GetMemberStatusQuery(recipientId)));
    const reachable = existing
      ? recipient && recipient.deleted === false && !recipient.banned
      : (await this.queryBus.execute(new GetMemberCardsQuery(senderId, [recipientId]))).length > 0;
    return reachable ? null : ApiError.notFound('member_not_found', 'profiles.member_not_found');
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

  /** The photo is scored by a job (until then the recipient sees it blurred); a queue failure is logged. */
  private async queueScoring(messageId: number): Promise<void> {
    await this.safety
      .add(SCORE_CHAT_PHOTO_JOB, { messageId }, photoSafetyJobOptions(`chat-photo:${messageId}`))
      .catch((error: unknown) => this.logger.warn(`chat photo ${messageId} not queued: ${String(error)}`));
  }

  private newMessage(
    command: SendMessageCommand,
    recipientId: number,
    content: StoredContent,
    site: SiteSettings,
  ): NewMessage {
    return {
      senderId: command.senderId,
      recipientId,
      clientId: command.clientId,
      ...this.columns(content),
      credits: costOf(content.kind, site),
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

/** A `catch` that answers null for an error of `kind` (the full path then meets it again) and rethrows the rest. */
function passOn(kind: new (...args: never[]) => Error): (error: unknown) => null {
  return (error) => {
    if (error instanceof kind) return null;
    throw error;
  };
}
