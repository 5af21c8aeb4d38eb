import { Command } from '@nestjs/cqrs';

/**
 * A logged-in member changes their password with the old one; every session of the account ends.
 * Answers the new session epoch, for the session that goes on.
 */
export class ChangePasswordCommand extends Command<number> {
  constructor(
    readonly accountId: number,
    readonly oldPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
