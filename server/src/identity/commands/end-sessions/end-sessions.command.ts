import { Command } from '@nestjs/cqrs';

/** Ends every session of the account; answers the new session epoch (for the session that stays). */
export class EndSessionsCommand extends Command<number> {
  constructor(readonly accountId: number) {
    super();
  }
}
