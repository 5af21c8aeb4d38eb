import { Command } from '@nestjs/cqrs';
import type { AdminAccountResponse } from '../../admin-account.response';

export interface AdminLogIn {
  admin: AdminAccountResponse;
  /** The account's session epoch, kept in the session (a raised epoch ends it). */
  sessionEpoch: number;
}

/**
 * Checks an admin's password (limited per address and per address and e-mail) and, when the account has
 * a second factor, its TOTP code (limited per account); answers the admin.
 */
export class AdminLogInCommand extends Command<AdminLogIn> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
    readonly code?: string,
  ) {
    super();
  }
}
