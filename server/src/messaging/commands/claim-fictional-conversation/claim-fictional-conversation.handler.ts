import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import {
  type FictionalClaim,
  FictionalConversationsRepository,
} from '../../database/fictional-conversations.repository';
import { CLAIM_MS, FICTIONAL_RESOURCE } from '../../domain/fictional-rules';
import type { FictionalClaimView } from '../../queries/get-fictional-conversation/fictional-conversation.response';
import { FictionalPairs } from '../../queries/get-fictional-conversation/fictional-pairs';
import {
  ClaimFictionalConversationCommand,
  ReleaseFictionalConversationCommand,
} from './claim-fictional-conversation.command';

const claimed = (claim: FictionalClaim | null) =>
  claim && {
    admin_id: claim.admin_id,
    claimed_at: claim.claimed_at.toISOString(),
    expires_at: claim.expires_at.toISOString(),
  };

@CommandHandler(ClaimFictionalConversationCommand)
export class ClaimFictionalConversationHandler implements ICommandHandler<ClaimFictionalConversationCommand> {
  constructor(
    private readonly conversations: FictionalConversationsRepository,
    private readonly pairs: FictionalPairs,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ conversationId, actor }: ClaimFictionalConversationCommand): Promise<FictionalClaimView> {
    await this.pairs.findWithMember(conversationId);
    const now = this.clock.now();
    const claim = await this.conversations.claim(
      conversationId,
      actor.adminId,
      now,
      new Date(now.getTime() + CLAIM_MS),
      (manager, before, after) =>
        this.audit.record(manager, {
          actor,
          action: `${FICTIONAL_RESOURCE}.claim`,
          resource: FICTIONAL_RESOURCE,
          recordId: conversationId,
          before: claimed(before),
          after: claimed(after),
        }),
    );
    if (!claim) throw new ApiError(409, 'claimed_by_other', 'messaging.fictional_claimed_by_other');
    return { admin_id: claim.admin_id, expires_at: claim.expires_at.toISOString(), mine: true };
  }
}

@CommandHandler(ReleaseFictionalConversationCommand)
export class ReleaseFictionalConversationHandler implements ICommandHandler<ReleaseFictionalConversationCommand> {
  constructor(
    private readonly conversations: FictionalConversationsRepository,
    private readonly pairs: FictionalPairs,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ conversationId, actor }: ReleaseFictionalConversationCommand): Promise<void> {
    await this.pairs.find(conversationId);
    const released = await this.conversations.release(
      conversationId,
      actor.adminId,
      this.clock.now(),
      (manager, before) =>
        this.audit.record(manager, {
          actor,
          action: `${FICTIONAL_RESOURCE}.release`,
          resource: FICTIONAL_RESOURCE,
          recordId: conversationId,
          before: claimed(before),
          after: null,
        }),
    );
    if (!released) throw new ApiError(409, 'not_claimed', 'messaging.fictional_claim_required');
  }
}
