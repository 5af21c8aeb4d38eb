import { Command } from '@nestjs/cqrs';
import type { AdminAccountResponse } from '../../admin-account.response';
import type { TotpEnrolmentResponse } from './totp-enrolment.response';

/** Starts (or restarts) enrolling a TOTP second factor for the signed-in admin: a new secret. */
export class StartTotpEnrolmentCommand extends Command<TotpEnrolmentResponse> {
  constructor(readonly adminId: number) {
    super();
  }
}

/** Turns the enrolled secret on once a code of it is right; audited as `admins.totp_enable`. */
export class ConfirmTotpEnrolmentCommand extends Command<AdminAccountResponse> {
  constructor(
    readonly adminId: number,
    readonly code: string,
  ) {
    super();
  }
}

/**
 * Removes the signed-in admin's second factor, given a current code (refused to a super-admin in
 * production, who must keep one); audited as `admins.totp_disable`.
 */
export class DisableTotpCommand extends Command<AdminAccountResponse> {
  constructor(
    readonly adminId: number,
    readonly code: string,
  ) {
    super();
  }
}
