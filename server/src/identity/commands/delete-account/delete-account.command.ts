import { Command } from '@nestjs/cqrs';

/** The member deletes their account (reversible for 14 days by the e-mailed link). */
export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly accountId: number,
    readonly reason: string,
    readonly remarks: string | undefined,
  ) {
    super();
  }
}
