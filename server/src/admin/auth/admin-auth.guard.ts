import {
  applyDecorators,
  type CanActivate,
  Controller,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppConfigService } from '../../shared/config/app-config.service';
import { ApiError } from '../../shared/errors/api-error';
import { totpEnrolmentRequired } from '../accounts/domain/admin-account-rules';
import type { AdminRole } from '../database/admin-account.entity';
import { AdminAccountsRepository } from '../database/admin-accounts.repository';

const ROLES = 'kindred:admin-roles';
const PUBLIC = 'kindred:admin-public';
const TOTP_ENROLMENT = 'kindred:admin-totp-enrolment';

/** Limits an admin endpoint to some roles (a super-admin always passes); without it any admin role may call it. */
export const AdminRoles = (...roles: AdminRole[]) => SetMetadata(ROLES, roles);
/** The login call itself. */
export const AdminPublic = () => SetMetadata(PUBLIC, true);
/** Open to a super-admin who must still enrol a second factor (production): `me` and the enrolment. */
export const AdminTotpEnrolment = () => SetMetadata(TOTP_ENROLMENT, true);

const signedOut = () => new ApiError(401, 'authentication_required', 'errors.authentication_required');

/**
 * Every /admin/api call needs an admin session (separate from member sessions) and, where set, a role.
 * The account is read on every call: a disabled account, or a session older than the account's epoch
 * (a password reset), is signed out at once, and a role change applies to the next call.
 */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly admins: AdminAccountsRepository,
    private readonly config: AppConfigService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const session = request.session?.admin;
    if (!session) throw signedOut();
    const account = await this.admins.sessionState(session.id);
    if (!account || account.disabled || account.sessionEpoch !== (session.epoch ?? 0)) {
      await new Promise<void>((done) => request.session.destroy(() => done()));
      throw signedOut();
    }
    if (session.role !== account.role) session.role = account.role;
    const production = this.config.get('NODE_ENV') === 'production';
    if (
      totpEnrolmentRequired(account.role, account.totpEnabled, production) &&
      !this.reflector.getAllAndOverride<boolean>(TOTP_ENROLMENT, targets)
    )
      throw new ApiError(403, 'totp_enrolment_required', 'admin.totp_enrolment_required');
    const roles = this.reflector.getAllAndOverride<AdminRole[] | undefined>(ROLES, targets);
    // A super-admin passes every role check; the others need one of the roles named.
    if (roles && account.role !== 'super_admin' && !roles.includes(account.role))
      throw new ApiError(403, 'forbidden', 'errors.forbidden');
    return true;
  }
}

/** A controller of `/admin/api`: every route needs an admin session and, when roles are named, one of them. */
export const AdminApi = (...roles: AdminRole[]): ClassDecorator =>
  applyDecorators(
    Controller('admin/api'),
    UseGuards(AdminAuthGuard),
    ...(roles.length ? [AdminRoles(...roles)] : []),
  );
