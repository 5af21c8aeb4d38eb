import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuditActor } from '../../shared/audit/audit-trail';
import type { AdminRole } from '../database/admin-account.entity';

export interface CurrentAdminSession {
  id: number;
  role: AdminRole;
}

/** The signed-in admin of an `@AdminApi` route (the guard has already refused a request without one). */
export const CurrentAdmin = createParamDecorator(
  (_: unknown, context: ExecutionContext): CurrentAdminSession => {
    const admin = context.switchToHttp().getRequest<Request>().session?.admin;
    if (!admin) throw new Error('CurrentAdmin used outside an @AdminApi route');
    return { id: admin.id, role: admin.role };
  },
);

/** The audit log's actor for the signed-in admin. */
export const auditActor = (admin: CurrentAdminSession): AuditActor => ({ adminId: admin.id });
