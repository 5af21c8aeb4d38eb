import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EventBus, type IEvent } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock';
import { retryDelayMs } from './outbox-backoff';
import { deserializeEvent, isOutboxEvent, serializeEvent } from './outbox-events';
import { type OutboxDelivery, outboxHandlersOf, type OutboxEventHandler } from './outbox-handler';

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
/** Relays the flushes of one instance run at once (each holds a connection while it delivers). */
const PARALLEL_RELAYS = 4;
/** Deliveries run in one transaction (one claim, one mark of those done). */
const DELIVERIES_PER_BATCH = 10;
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
  /** Events this instance wrote (a relay goes on while its handlers write more). */
  private added = 0;
  /** The flushes' relay under way, and the one to run after it. */
  private readonly relaying = new Set<Promise<number>>();
  private relayNext: Promise<number> | null = null;

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
    const handlers = outboxHandlersOf(name).map((handler) => handler.name);
    this.added++;
    // The event and its deliveries in one statement (one round trip).
    await manager.query(
      `WITH event AS (INSERT INTO outbox (event, payload, created_at) VALUES ($1, $2, now()) RETURNING id)
       INSERT INTO outbox_deliveries (event_id, handler, next_attempt_at)
       SELECT event.id, handler, $4 FROM event, unnest($3::text[]) AS handler`,
      [name, payload, handlers, this.clock.now()],
    );
  }

  /**
   * For a change written in one statement with its event (atomic without a transaction of its own): the
   * CTEs that add an event `name` for each row of the statement's CTE `source`, with the SQL `payload` (a
   * jsonb of the event's fields as serializeEvent writes them: dates as ISO strings), and its deliveries.
   * Their parameters are numbered from `firstParam`. Call `relayWritten` once the statement wrote one.
   */
  eventCtes(
    name: string,
    source: string,
    payload: string,
    firstParam: number,
  ): { sql: string; params: unknown[] } {
    if (!isOutboxEvent(name)) throw new Error(`${name} is not registered with registerOutboxEvents`);
    const handlers = outboxHandlersOf(name).map((handler) => handler.name);
    return {
      sql: `outbox_event AS (
              INSERT INTO outbox (event, payload, created_at) SELECT $${firstParam}, ${payload}, now()
                FROM ${source} RETURNING id),
            outbox_event_deliveries AS (
              INSERT INTO outbox_deliveries (event_id, handler, next_attempt_at)
              SELECT outbox_event.id, handler, $${firstParam + 2}
                FROM outbox_event, unnest($${firstParam + 1}::text[]) AS handler)`,
      params: [name, handlers, this.clock.now()],
    };
  }

  /** A statement of `eventCtes` wrote an event: relays it (the caller awaits the relay or not). */
  relayWritten(): Promise<number> {
    this.added++;
    return this.flush();
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

  /**
   * Relays now, after the writer's commit; never throws (what fails waits for the sweep). Flushes of one
   * instance share their relays, at most PARALLEL_RELAYS at once: a flush while that many run waits for
   * the next relay, which starts when one of them ends (so after the caller's commit) and serves every
   * flush that came meanwhile. Under load, deliveries are then claimed in batches instead of one relay
   * (and its empty look-ups) per request.
   */
  flush(): Promise<number> {
    if (this.relaying.size < PARALLEL_RELAYS) return this.startRelay();
    this.relayNext ??= Promise.race(this.relaying).then(() => {
      this.relayNext = null;
      return this.flush();
    });
    return this.relayNext;
  }

  private startRelay(): Promise<number> {
    const run: Promise<number> = this.relay().finally(() => this.relaying.delete(run));
    this.relaying.add(run);
    return run;
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
      // One delivery a transaction at first, as many as DELIVERIES_PER_BATCH while a backlog lasts: a
      // batch holds its rows locked until it ends, and another relay skips them (SKIP LOCKED).
      let batch = 1;
      for (;;) {
        const addedBefore = this.added;
        await this.publishNewEvents();
        const limit = Math.min(batch, DELIVERIES_PER_RELAY - relayed);
        const claimed = await this.deliverBatch(limit);
        relayed += claimed;
        if (relayed >= DELIVERIES_PER_RELAY) return relayed;
        if (claimed === limit) batch = Math.min(batch * 2, DELIVERIES_PER_BATCH);
        // A short batch took every due delivery; go on only for events written since (by handlers).
        if (claimed < limit && this.added === addedBefore) return relayed;
      }
    } catch (error) {
      this.logger.error('outbox relay failed', error as Error);
      return 0;
    }
  }

  /**
   * In-process listeners (sagas, tests) see each event once, across instances: one statement claims the
   * unpublished events (SKIP LOCKED) and marks them, then they are published in order.
   */
  private async publishNewEvents(): Promise<number> {
    const rows = (
      (await this.dataSource.query(
        `UPDATE outbox SET published_at = now()
          WHERE id IN (SELECT id FROM outbox WHERE published_at IS NULL
                        ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)
          RETURNING id, event, payload`,
      )) as [EventRow[], number]
    )[0];
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of rows) {
      const event = deserializeEvent(row.event, row.payload);
      if (event) this.eventBus.publish(event);
    }
    return rows.length;
  }

  /**
   * Runs up to `limit` due deliveries in one transaction, each under a savepoint when its handler takes
   * the transaction (a failing handler's writes go, the others' stay), marked done together at the end;
   * answers how many it claimed.
   */
  private deliverBatch(limit: number): Promise<number> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT d.event_id AS id, d.handler, d.attempts, o.event, o.payload
           FROM outbox_deliveries d JOIN outbox o ON o.id = d.event_id
          WHERE d.delivered_at IS NULL AND d.next_attempt_at <= $1
          ORDER BY d.next_attempt_at, d.event_id
          LIMIT $2 FOR UPDATE OF d SKIP LOCKED`,
        [now, limit],
      )) as DeliveryRow[];
      const done: DeliveryRow[] = [];
      for (const row of rows) {
        const savepoint = lazySavepoint(manager);
        try {
          await this.handlerOf(row).handle(this.eventOf(row), savepoint.delivery(row.id));
          if (savepoint.taken) await manager.query('RELEASE SAVEPOINT outbox_delivery');
          done.push(row);
        } catch (error) {
          if (savepoint.taken) await manager.query('ROLLBACK TO SAVEPOINT outbox_delivery');
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
      }
      if (done.length) {
        await manager.query(
          `UPDATE outbox_deliveries d SET delivered_at = $3, attempts = d.attempts + 1, last_error = NULL
             FROM unnest($1::bigint[], $2::text[]) AS done(event_id, handler)
            WHERE d.event_id = done.event_id AND d.handler = done.handler`,
          [done.map((row) => row.id), done.map((row) => row.handler), now],
        );
      }
      return rows.length;
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

/**
 * A delivery whose savepoint is set only when its handler takes `manager`: most handlers (the real-time
 * pushes) never write through it, and a savepoint costs two round trips. The SAVEPOINT goes straight to
 * the transaction's connection the moment `manager` is read, so it is queued before anything the handler
 * then runs through it (the pg client runs its queries in the order they were given).
 */
export function lazySavepoint(manager: EntityManager) {
  const state = { taken: false };
  return {
    get taken() {
      return state.taken;
    },
    delivery(eventId: string): OutboxDelivery {
      return {
        eventId,
        get manager() {
          if (!state.taken) {
            state.taken = true;
            const connection = (manager.queryRunner as unknown as { databaseConnection: PgConnection })
              .databaseConnection;
            void connection.query('SAVEPOINT outbox_delivery').catch(() => undefined);
          }
          return manager;
        },
      };
    },
  };
}

interface PgConnection {
  query(text: string): Promise<unknown>;
}
