import { Command } from '@nestjs/cqrs';

export type RestoreOutcome = 'done' | 'expired' | 'invalid' | 'taken';

/** The undo link sent to the old address after an e-mail change; answers what became of it. */
export class RestoreEmailCommand extends Command<RestoreOutcome> {
  constructor(readonly token: string) {
    super();
  }
}
