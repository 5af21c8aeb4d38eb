import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../shared/audit/audit-trail';
import type { FictionalClaimView } from '../../queries/get-fictional-conversation/fictional-conversation.response';

/**
 * The chat agent takes the conversation for CLAIM_MS (or renews their hold): 409 `claimed_by_other`
 * while another agent holds it. Of two agents claiming at once exactly one wins. Audited.
 */
export class ClaimFictionalConversationCommand extends Command<FictionalClaimView> {
  constructor(
    readonly conversationId: number,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/** The agent gives their hold up (409 `not_claimed` when they do not hold it). Audited. */
export class ReleaseFictionalConversationCommand extends Command<void> {
  constructor(
    readonly conversationId: number,
    readonly actor: AuditActor,
  ) {
    super();
  }
}
