import { Command } from '@nestjs/cqrs';
import type { ComplaintReason } from '../../compliance.contracts';

/** A member reports another member's profile or one of its photos; it becomes a complaint. */
export class ReportMemberCommand extends Command<{ id: number }> {
  constructor(
    readonly reporterId: number,
    readonly profileId: number,
    readonly photoId: number | null,
    readonly reason: ComplaintReason,
    readonly remarks: string,
  ) {
    super();
  }
}
