import { Command } from '@nestjs/cqrs';

/** Sends a confirmation link to the new address; checks the current password first. */
export class RequestEmailChangeCommand extends Command<void> {
  constructor(
    readonly accountId: number,
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
