import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../shared/audit/audit-trail';
import type { FictionalMessage } from '../../queries/get-fictional-conversation/fictional-conversation.response';

export interface FictionalReply {
  /** As the fictional profile sees it (`mine`). */
  message: FictionalMessage;
  /** False when the same `client_id` was sent before: nothing happened now. */
  created: boolean;
}

/**
 * A chat agent answers as the fictional profile of the conversation: an ordinary text message from the
 * profile to the member (stored, MessageSent for the real-time push and the mails), without any credit
 * spent by the profile, audited with the agent's id in the same transaction. Needs the agent's current
 * hold (409 `claimed_by_other` / `claim_required`), which the reply renews.
 */
export class ReplyAsFictionalCommand extends Command<FictionalReply> {
  constructor(
    readonly conversationId: number,
    readonly clientId: string,
    readonly text: string,
    readonly actor: AuditActor,
    readonly locale: string,
  ) {
    super();
  }
}
