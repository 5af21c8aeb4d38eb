import { Command } from '@nestjs/cqrs';
import type { AdminAccountResponse } from '../../admin-account.response';

/** Checks an admin's password (limited per address and per address and e-mail); answers the admin. */
export class AdminLogInCommand extends Command<AdminAccountResponse> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}
