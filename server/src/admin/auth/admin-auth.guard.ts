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
import { ApiError } from '../../shared/errors/api-error';
import type { AdminRole } from '../database/admin-account.entity';

const ROLES = 'kindred:admin-roles';
const PUBLIC = 'kindred:admin-public';

/** Limits an admin endpoint to some roles (a super-admin always passes); without it any admin role may call it. */
export const AdminRoles = (...roles: AdminRole[]) => SetMetadata(ROLES, roles);
/** The login call itself. */
export const AdminPublic = () => SetMetadata(PUBLIC, true);

/** Every /admin/api call needs an admin session (separate from member sessions) and, where set, a role. */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return true;
    const admin = context.switchToHttp().getRequest<Request>().session?.admin;
    if (!admin) throw new ApiError(401, 'authentication_required', 'errors.authentication_required');
    const roles = this.reflector.getAllAndOverride<AdminRole[] | undefined>(ROLES, targets);
    // A super-admin passes every role check; the others need one of the roles named.
    if (roles && admin.role !== 'super_admin' && !roles.includes(admin.role))
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
