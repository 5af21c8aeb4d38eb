import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EventBus, type IEvent } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock';
import { retryDelayMs } from './outbox-backoff';
import { deserializeEvent, isOutboxEvent, serializeEvent } from './outbox-events';
import { outboxHandlersOf, type OutboxEventHandler } from './outbox-handler';

/** Writes an event in the transaction `Outbox.transaction` runs. */
export type Publish = (event: IEvent) => Promise<void>;

interface EventRow {
  id: string;
  event: string;
  payload: Record<string, unknown>;
}

interface DeliveryRow extends EventRow {
  handler: string;
  attempts: number;
}

/** Deliveries one relay runs at most, so a flush after a request stays short. */
const DELIVERIES_PER_RELAY = 100;
const KEEP_DELIVERED_DAYS = 30;

/**
 * The one transactional outbox (DESIGN.md §2). An event another module acts on is written in the
 * transaction that causes it, with one delivery per handler; `flush()` after the commit relays it at
 * once, and the sweep relays whatever a crash or a failing handler left behind. Each delivery runs in
 * its own transaction under a row lock (SKIP LOCKED, so instances never run one twice), is marked done
 * in that transaction, and is retried with backoff when its handler throws.
 */
@Injectable()
export class Outbox {
  private readonly logger = new Logger(Outbox.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventBus: EventBus,
    private readonly moduleRef: ModuleRef,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Writes the event in the caller's transaction; it is relayed once that transaction commits. */
  async add(manager: EntityManager, event: IEvent): Promise<void> {
    const { name, payload } = serializeEvent(event);
    if (!isOutboxEvent(name)) throw new Error(`${name} is not registered with registerOutboxEvents`);
    const [row] = (await manager.query(
      `INSERT INTO outbox (event, payload, created_at) VALUES ($1, $2, now()) RETURNING id`,
      [name, payload],
    )) as [{ id: string }];
    const handlers = outboxHandlersOf(name).map((handler) => handler.name);
    if (!handlers.length) return;
    await manager.query(
      `INSERT INTO outbox_deliveries (event_id, handler, next_attempt_at)
       SELECT $1, handler, $3 FROM unnest($2::text[]) AS handler`,
      [row.id, handlers, this.clock.now()],
    );
  }

  /**
   * Runs `work` in one transaction in which `publish` writes events, and relays them right after the
   * commit; answers what `work` answers. The usual way for a repository to write a change with its event.
   */
  async transaction<T>(work: (manager: EntityManager, publish: Publish) => Promise<T>): Promise<T> {
    let published = false;
    const result = await this.dataSource.transaction((manager) =>
      work(manager, async (event) => {
        await this.add(manager, event);
        published = true;
      }),
    );
    if (published) await this.flush();
    return result;
  }

  /** Relays now, after the writer's commit; never throws (what fails waits for the sweep). */
  flush(): Promise<number> {
    return this.relay();
  }

  /** Relays what a crash or a failing handler left behind, on every instance. */
  @Interval(30_000)
  async sweep(): Promise<number> {
    const relayed = await this.relay();
    await this.forgetOldEvents();
    return relayed;
  }

  private async relay(): Promise<number> {
    try {
      // Handlers may write events of their own: publish those too before the relay ends.
      let relayed = 0;
      for (;;) {
        const published = await this.publishNewEvents();
        let delivered = 0;
        while (relayed + delivered < DELIVERIES_PER_RELAY && (await this.deliverNext())) delivered++;
        relayed += published + delivered;
        if (!delivered || relayed >= DELIVERIES_PER_RELAY) return relayed;
      }
    } catch (error) {
      this.logger.error('outbox relay failed', error as Error);
      return 0;
    }
  }

  /** In-process listeners (sagas, tests) see each event once, across instances. */
  private publishNewEvents(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT id, event, payload FROM outbox WHERE published_at IS NULL
          ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED`,
      )) as EventRow[];
      if (!rows.length) return 0;
      await manager.query(`UPDATE outbox SET published_at = now() WHERE id = ANY($1)`, [
        rows.map((row) => row.id),
      ]);
      for (const row of rows) {
        const event = deserializeEvent(row.event, row.payload);
        if (event) this.eventBus.publish(event);
      }
      return rows.length;
    });
  }

  /** Runs the next due delivery; false when none is due. */
  private deliverNext(): Promise<boolean> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT d.event_id AS id, d.handler, d.attempts, o.event, o.payload
           FROM outbox_deliveries d JOIN outbox o ON o.id = d.event_id
          WHERE d.delivered_at IS NULL AND d.next_attempt_at <= $1
          ORDER BY d.next_attempt_at, d.event_id
          LIMIT 1 FOR UPDATE OF d SKIP LOCKED`,
        [now],
      )) as DeliveryRow[];
      if (!row) return false;
      await manager.query('SAVEPOINT outbox_delivery');
      try {
        await this.handlerOf(row).handle(this.eventOf(row), { eventId: row.id, manager });
        await manager.query('RELEASE SAVEPOINT outbox_delivery');
        await manager.query(
          `UPDATE outbox_deliveries SET delivered_at = $3, attempts = attempts + 1, last_error = NULL
            WHERE event_id = $1 AND handler = $2`,
          [row.id, row.handler, now],
        );
      } catch (error) {
        await manager.query('ROLLBACK TO SAVEPOINT outbox_delivery');
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await manager.query(
          `UPDATE outbox_deliveries SET attempts = $3, next_attempt_at = $4, last_error = $5
            WHERE event_id = $1 AND handler = $2`,
          [
            row.id,
            row.handler,
            attempts,
            new Date(now.getTime() + retryDelayMs(attempts)),
            message.slice(0, 500),
          ],
        );
        this.logger.warn(
          `${row.handler} failed on ${row.event} #${row.id} (attempt ${attempts}): ${message}`,
        );
      }
      return true;
    });
  }

  private handlerOf(row: DeliveryRow): OutboxEventHandler<IEvent> {
    const type = outboxHandlersOf(row.event).find((handler) => handler.name === row.handler);
    if (!type) throw new Error(`no outbox handler ${row.handler} for ${row.event}`);
    return this.moduleRef.get(type, { strict: false });
  }

  private eventOf(row: DeliveryRow): IEvent {
    const event = deserializeEvent(row.event, row.payload);
    if (!event) throw new Error(`${row.event} is not registered with registerOutboxEvents`);
    return event;
  }

  /** Delivered events are kept a month for inspection, then go. */
  private async forgetOldEvents(): Promise<void> {
    try {
      await this.dataSource.query(
        `DELETE FROM outbox o WHERE o.published_at < now() - make_interval(days => $1)
            AND NOT EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.event_id = o.id AND d.delivered_at IS NULL)`,
        [KEEP_DELIVERED_DAYS],
      );
    } catch (error) {
      this.logger.error('outbox clean-up failed', error as Error);
    }
  }
}
