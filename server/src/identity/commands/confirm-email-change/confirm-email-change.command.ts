import { Command } from '@nestjs/cqrs';

/** The link sent to the new address: the change takes effect; answers the account it changed. */
export class ConfirmEmailChangeCommand extends Command<{ accountId: number }> {
  constructor(readonly token: string) {
    super();
  }
}
