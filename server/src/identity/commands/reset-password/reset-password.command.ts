import { Command } from '@nestjs/cqrs';

/** The reset link's form: sets a new password and ends every session of the account. */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly passwordConfirmation: string,
  ) {
    super();
  }
}
