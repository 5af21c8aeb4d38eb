import { Injectable, Logger, type Type } from '@nestjs/common';
import { EventBus, type IEvent } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

interface OutboxRow {
  id: string;
  event: string;
  payload: Record<string, unknown>;
}

/** Event classes the outbox can rebuild from a row, by class name (registered by their module). */
const registry = new Map<string, Type<IEvent>>();

/** Lets the outbox rebuild an event class from its stored row; call once per class, at import time. */
export function registerOutboxEvents(...events: Type<IEvent>[]): void {
  for (const event of events) registry.set(event.name, event);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function toRow(event: IEvent): { name: string; payload: string } {
  return { name: event.constructor.name, payload: JSON.stringify(event) };
}

function fromRow(row: OutboxRow): IEvent | null {
  const type = registry.get(row.event);
  if (!type) return null;
  const fields = Object.fromEntries(
    Object.entries(row.payload).map(([key, value]) => [
      key,
      typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value,
    ]),
  );
  return Object.assign(Object.create(type.prototype) as IEvent, fields);
}

/**
 * The one transactional outbox (DESIGN.md §2): an event another module acts on is written in the
 * transaction that causes it, then published; a sweep publishes whatever a crash left behind.
 * Handlers are idempotent per event.
 */
@Injectable()
export class Outbox {
  private readonly logger = new Logger(Outbox.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventBus: EventBus,
  ) {}

  /** Writes the event in the caller's transaction; it is published once that transaction commits. */
  async add(manager: EntityManager, event: IEvent): Promise<void> {
    if (!registry.has(event.constructor.name)) {
      throw new Error(`${event.constructor.name} is not registered with registerOutboxEvents`);
    }
    const { name, payload } = toRow(event);
    await manager.query(`INSERT INTO outbox (event, payload, created_at) VALUES ($1, $2, now())`, [
      name,
      payload,
    ]);
  }

  /** Publishes every unpublished event, each exactly once across instances (rows locked while sent). */
  @Interval(30_000)
  async flush(): Promise<number> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const rows = (await manager.query(
          `SELECT id, event, payload FROM outbox WHERE published_at IS NULL
            ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED`,
        )) as OutboxRow[];
        for (const row of rows) {
          const event = fromRow(row);
          if (event) this.eventBus.publish(event);
        }
        if (rows.length) {
          await manager.query(`UPDATE outbox SET published_at = now() WHERE id = ANY($1)`, [
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
