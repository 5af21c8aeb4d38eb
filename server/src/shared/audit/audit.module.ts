import { Global, Module } from '@nestjs/common';
import { AuditTrail } from './audit-trail';

/** The audit trail every module writes its admin-made changes to (in the change's own transaction). */
@Global()
@Module({ providers: [AuditTrail], exports: [AuditTrail] })
export class AuditModule {}
