import { Command } from '@nestjs/cqrs';
import type { ComplaintReason } from '../../compliance.contracts';

/** A member files a complaint on /complaints about another member, or one message that member sent them. */
export class FileComplaintCommand extends Command<{ id: number }> {
  constructor(
    readonly reporterId: number,
    readonly memberId: number,
    readonly messageId: number | null,
    readonly reason: ComplaintReason,
    readonly text: string,
  ) {
    super();
  }
}
