import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../shared/audit/audit-trail';

/** Replaces the notes of the conversation's fictional profile (at most NOTES_MAX_LENGTH). Audited. */
export class UpdateFictionalNotesCommand extends Command<{ notes: string; notes_updated_at: string }> {
  constructor(
    readonly conversationId: number,
    readonly notes: string,
    readonly actor: AuditActor,
  ) {
    super();
  }
}
