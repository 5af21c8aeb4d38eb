import { Command } from '@nestjs/cqrs';

/** The member's own account settings: language and invisible mode (404-free: a gone account is 401). */
export class UpdateAccountCommand extends Command<void> {
  constructor(
    readonly accountId: number,
    readonly settings: { language?: string; invisible?: boolean },
  ) {
    super();
  }
}
