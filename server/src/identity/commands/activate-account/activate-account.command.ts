import { Command } from '@nestjs/cqrs';

export type ActivationOutcome = 'activated' | 'already_activated' | 'failed';

/** The activation link was followed. */
export class ActivateAccountCommand extends Command<ActivationOutcome> {
  constructor(readonly token: string) {
    super();
  }
}
