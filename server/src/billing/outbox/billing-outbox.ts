import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CreditsGranted, PremiumGranted, PremiumRevoked, type LedgerKind } from '../billing.contracts';

type OutboxEvent = PremiumGranted | PremiumRevoked | CreditsGranted;

interface OutboxRow {
  id: string;
  event: string;
  payload: Record<string, unknown>;
}

function toPayload(event: OutboxEvent): { name: string; payload: Record<string, unknown> } {
  return { name: event.constructor.name, payload: { ...event, occurredAt: event.occurredAt.toISOString() } };
}

function fromRow(row: OutboxRow): OutboxEvent | null {
  const p = row.payload;
  const at = new Date(p.occurredAt as string);
  if (row.event === 'PremiumGranted') {
    return new PremiumGranted(p.accountId as number, p.orderId as string, at);
  }
  if (row.event === 'PremiumRevoked') {
    return new PremiumRevoked(p.accountId as number, p.orderId as string, at);
  }
  if (row.event === 'CreditsGranted') {
    return new CreditsGranted(
      p.accountId as number,
      p.amount as number,
      p.kind as LedgerKind,
      p.reference as string,
      p.balance as number,
      at,
    );
  }
  return null;
}

/**
 * Events that must not be lost are written in the transaction that causes them, then published; a
 * sweep every 30 s publishes whatever a crash left behind. Handlers are idempotent.
 */
@Injectable()
export class BillingOutbox {
  private readonly logger = new Logger(BillingOutbox.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventBus: EventBus,
  ) {}

  async add(manager: EntityManager, event: OutboxEvent): Promise<void> {
    const { name, payload } = toPayload(event);
    await manager.query(`INSERT INTO billing_outbox (event, payload, created_at) VALUES ($1, $2, $3)`, [
      name,
      JSON.stringify(payload),
      event.occurredAt,
    ]);
  }

  /** Publishes every unpublished event, each exactly once across instances (rows locked while sent). */
  @Interval(30_000)
  async flush(): Promise<number> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const rows = (await manager.query(
          `SELECT id, event, payload FROM billing_outbox WHERE published_at IS NULL
            ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED`,
        )) as OutboxRow[];
        for (const row of rows) {
          const event = fromRow(row);
          if (event) this.eventBus.publish(event);
        }
        if (rows.length) {
          await manager.query(`UPDATE billing_outbox SET published_at = now() WHERE id = ANY($1)`, [
            rows.map((row) => row.id),
          ]);
        }
        return rows.length;
      });
    } catch (error) {
      this.logger.error('outbox flush failed', error as Error);
      return 0;
    }
  }
}
