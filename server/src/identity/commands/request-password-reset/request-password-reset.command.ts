import { Command } from '@nestjs/cqrs';

/** Sends a password reset link to the address, when it has an account on the site. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly domain: string,
    readonly email: string,
    readonly ip: string,
  ) {
    super();
  }
}
