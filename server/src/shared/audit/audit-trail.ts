import { Inject, Injectable, Optional } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock, SystemClock } from '../clock/clock';

/** Who did it: an admin account of the console (member-affecting actions always come from one). */
export interface AuditActor {
  adminId: number;
}

export interface AuditEntry {
  actor: AuditActor;
  /** What was done, as `<resource>.<verb>`: 'sites.update', 'members.ban', 'orders.refund'. */
  action: string;
  /** The admin API resource the record belongs to ('sites', 'members', ...). */
  resource: string;
  recordId: string | number;
  /** The record before and after the write (null for a create or a delete); never secrets. */
  before: unknown;
  after: unknown;
}

/**
 * The append-only audit log (table audit_log; the database refuses UPDATE, DELETE and TRUNCATE). Every
 * admin write records its entry through the same EntityManager as the write itself, so the write and its
 * entry commit together or not at all.
 */
@Injectable()
export class AuditTrail {
  // Optional so that a unit test may make one with `new AuditTrail()`.
  constructor(@Optional() @Inject(CLOCK) private readonly clock: Clock = new SystemClock()) {}

  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (admin_id, action, resource, record_id, before, after, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
      [
        entry.actor.adminId,
        entry.action,
        entry.resource,
        String(entry.recordId),
        jsonOrNull(entry.before),
        jsonOrNull(entry.after),
        // The app's clock, like every other time the app writes (tests move it).
        this.clock.now(),
      ],
    );
  }
}

const jsonOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
