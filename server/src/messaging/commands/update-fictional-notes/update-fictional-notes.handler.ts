import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { FictionalConversationsRepository } from '../../database/fictional-conversations.repository';
import { FICTIONAL_RESOURCE, NOTES_MAX_LENGTH } from '../../domain/fictional-rules';
import { FictionalPairs } from '../../queries/get-fictional-conversation/fictional-pairs';
import { UpdateFictionalNotesCommand } from './update-fictional-notes.command';

@CommandHandler(UpdateFictionalNotesCommand)
export class UpdateFictionalNotesHandler implements ICommandHandler<UpdateFictionalNotesCommand> {
  constructor(
    private readonly conversations: FictionalConversationsRepository,
    private readonly pairs: FictionalPairs,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ conversationId, notes, actor }: UpdateFictionalNotesCommand) {
    if ([...notes].length > NOTES_MAX_LENGTH) {
      throw ApiError.badRequest('fictional_notes_too_long', 'messaging.fictional_notes_too_long', {
        count: NOTES_MAX_LENGTH,
      });
    }
    const pair = await this.pairs.findWithMember(conversationId);
    const now = this.clock.now();
    await this.conversations.saveNotes(pair.fictional_id, notes, actor.adminId, now, (manager, before) =>
      this.audit.record(manager, {
        actor,
        action: `${FICTIONAL_RESOURCE}.notes`,
        resource: FICTIONAL_RESOURCE,
        recordId: conversationId,
        before: { profile_id: pair.fictional_id, notes: before },
        after: { profile_id: pair.fictional_id, notes },
      }),
    );
    return { notes, notes_updated_at: now.toISOString() };
  }
}
