import { AsyncLocalStorage } from 'node:async_hooks';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EventBus, type IEvent } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock';
import { preparedQuery, preparedQueryIn } from '../database/prepared-query';
import { type DeliveryKey, DeliveredMarks } from './delivered-marks';
import {
  CLAIM_DELIVERY_SQL,
  CLAIM_NEXT_DUE_SQL,
  MARK_DELIVERED_SQL,
  RETRY_LATER_SQL,
} from './delivery-statements';
import { retryDelayMs } from './outbox-backoff';
import { deserializeEvent, isOutboxEvent, serializeEvent } from './outbox-events';
import { isLive, outboxHandlersOf, type OutboxEventHandler, runsAfterAnswer } from './outbox-handler';

/**
 * The SQL function that writes an event with its deliveries (migration `StatementFunctions`): the outbox's
 * contract for a statement that writes its own event (see `Outbox.statementEvent`).
 */
export const ADD_EVENT_FUNCTION = 'outbox_add_event';

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

/** Deliveries one relay of everything due runs at most, so a sweep stays short. */
const DELIVERIES_PER_RELAY = 100;
const KEEP_DELIVERED_DAYS = 30;
/**
 * Events one statement of the clean-up forgets, and statements a sweep runs at most: short transactions,
 * and a backlog (a first sweep after long, or a busy day a month ago) goes over a few sweeps.
 */
export const FORGET_BATCH = 5000;
const FORGET_BATCHES_PER_SWEEP = 20;
/**
 * Deliveries one instance runs at once. A delivery holds a connection for its transaction and its handler
 * usually takes another for its reads: unbounded, a burst of writers' flushes takes the whole pool and the
 * handlers then wait for connections their own transactions hold (every request answers 503).
 */
const DELIVERIES_AT_ONCE = 4;
/**
 * How long the sweep leaves an after-answer delivery to the writer that relays it: past it, the writer is
 * taken for dead and the sweep runs the delivery (again, if the writer's mark was lost).
 */
const AFTER_ANSWER_LEASE_MS = 60_000;
/**
 * After-answer deliveries one instance runs at once. They hold no transaction (a connection only for each
 * of their statements), so they cannot starve the pool as transactional ones can; with the 4 of those,
 * socket pushes fell seconds behind at 150 messages a second.
 */
const AFTER_ANSWER_AT_ONCE = 32;

/** An event written, with the handlers that have a delivery of it. */
export interface WrittenEvent {
  id: string;
  handlers: readonly string[];
  event: IEvent;
}

/** The events written in the current outbox transaction or delivery, to relay them right after its commit. */
const written = new AsyncLocalStorage<WrittenEvent[]>();
/** Set inside a delivery: a handler whose own writes relay their events does not wait for the gate again. */
const delivering = new AsyncLocalStorage<true>();

/** Admits `limit` holders at once, the rest in arrival order. */
class Gate {
  private active = 0;
  /** Those someone watches for (live) enter before the others, each in arrival order. */
  private readonly waiting = { live: [] as (() => void)[], other: [] as (() => void)[] };

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>, live = false): Promise<T> {
    if (this.active >= this.limit)
      await new Promise<void>((enter) => this.waiting[live ? 'live' : 'other'].push(enter));
    else this.active++;
    try {
      return await work();
    } finally {
      const next = this.waiting.live.shift() ?? this.waiting.other.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/**
 * The one transactional outbox (DESIGN.md §2). An event another module acts on is written in the
 * transaction that causes it, with one delivery per handler; right after the commit the writer relays its
 * own events (and those their handlers write) before it answers, and the sweep relays whatever a crash or
 * a failing handler left behind. Each delivery runs in its own transaction under a row lock (so instances
 * never run one twice) and is marked done in that transaction; when its handler throws, the transaction
 * rolls back and the delivery is retried with backoff. After-answer deliveries are the exception: leased
 * to their writer, run outside a transaction and marked in batches (see deliverAfterAnswer).
 */
@Injectable()
export class Outbox implements BeforeApplicationShutdown {
  private readonly logger = new Logger(Outbox.name);
  private readonly deliveries = new Gate(DELIVERIES_AT_ONCE);
  private readonly afterAnswerDeliveries = new Gate(AFTER_ANSWER_AT_ONCE);
  /** Shutting down: after-answer deliveries not started yet stay leased, for the sweep of another instance. */
  private closing = false;
  /** The relay of everything due that is running, and whether another must follow it. */
  private fullRelay: Promise<number> | null = null;
  private fullRelayAgain: Promise<number> | null = null;
  /** Relays of deliveries that run after their writers answered, still running. */
  private readonly afterAnswer = new Set<Promise<number>>();
  private readonly marks = new DeliveredMarks(
    (marks) => this.markDelivered(marks),
    (error) => this.logger.error('outbox marks failed', error as Error),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventBus: EventBus,
    private readonly moduleRef: ModuleRef,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Writes the event in the caller's transaction; it is relayed once that transaction commits: by the
   * writer right after, when it is written inside `transaction()` or a delivery, else by the next relay.
   */
  async add(manager: EntityManager, event: IEvent): Promise<void> {
    const { name, payload } = serializeEvent(event);
    const relayedByWriter = written.getStore();
    const { handlers, parameters } = this.deliveriesOf(name, relayedByWriter !== undefined);
    const {
      rows: [row],
    } = await preparedQueryIn<{ id: string }>(
      manager,
      'outbox-add-event',
      `SELECT ${ADD_EVENT_FUNCTION}($1, $2, $3, $4, $5, $6, $7)::text AS id`,
      [name, payload, ...parameters],
    );
    relayedByWriter?.push({ id: row!.id, handlers, event });
  }

  /**
   * For a statement that writes `eventName` itself, with
   * `${ADD_EVENT_FUNCTION}(<event name>, <payload>, ...parameters)`, in its own transaction (one that commits
   * with it): the parameters of its deliveries, and `relayed`, to call with the event's id and the event
   * once that statement has committed (it relays the event as `transaction()` relays those written in it),
   * once for each event the statement wrote. The payload must be what serializeEvent writes of the event.
   */
  statementEvent(eventName: string): {
    parameters: unknown[];
    relayed: (id: string, event: IEvent) => Promise<number>;
  } {
    const { handlers, parameters } = this.deliveriesOf(eventName, true);
    return { parameters, relayed: (id, event) => this.flush([{ id, handlers, event }]) };
  }

  /**
   * The handlers of an event written now, and ADD_EVENT_FUNCTION's parameters after the name and payload.
   * An event its writer relays is marked published (the writer publishes it in-process, so no relay does
   * it again) and its after-answer deliveries are leased to the writer (the sweep leaves them alone while
   * it runs them).
   */
  private deliveriesOf(
    name: string,
    relayedByWriter: boolean,
  ): { handlers: string[]; parameters: unknown[] } {
    if (!isOutboxEvent(name)) throw new Error(`${name} is not registered with registerOutboxEvents`);
    const handlers = outboxHandlersOf(name).map((handler) => handler.name);
    const now = this.clock.now();
    const leased = relayedByWriter ? handlers.filter(runsAfterAnswer) : [];
    const leaseEnd = new Date(now.getTime() + AFTER_ANSWER_LEASE_MS);
    return { handlers, parameters: [handlers, relayedByWriter, leased, now, leaseEnd] };
  }

  /**
   * Runs `work` in one transaction in which `publish` writes events, and relays them right after the
   * commit; answers what `work` answers. The usual way for a repository to write a change with its event.
   */
  async transaction<T>(work: (manager: EntityManager, publish: Publish) => Promise<T>): Promise<T> {
    const events: WrittenEvent[] = [];
    const result = await written.run(events, () =>
      this.dataSource.transaction((manager) => work(manager, (event) => this.add(manager, event))),
    );
    if (events.length) await this.flush(events);
    return result;
  }

  /**
   * Relays now, after the writer's commit: the `events` it wrote (and those their handlers write), or
   * everything due without them. Never throws (what fails waits for the sweep).
   */
  flush(events?: readonly WrittenEvent[]): Promise<number> {
    if (!events) return this.relayAll();
    const waited = this.relayEvents(events, (handler) => !runsAfterAnswer(handler), true);
    const later = this.relayEvents(events, runsAfterAnswer, false);
    this.afterAnswer.add(later);
    void later.finally(() => this.afterAnswer.delete(later));
    return waited;
  }

  /** Resolves once the deliveries that run after their writers' answers, started so far, are done. */
  async settled(): Promise<void> {
    while (this.afterAnswer.size) await Promise.all([...this.afterAnswer]);
    await this.marks.settled();
  }

  /**
   * Deliveries under way finish and their marks are written before the database goes; after-answer
   * deliveries not started yet stay leased, for the sweep of another instance.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.settled();
  }

  /** Relays what a crash or a failing handler left behind, on every instance. */
  @Interval(30_000)
  async sweep(): Promise<number> {
    const relayed = await this.relayAll();
    await this.forgetOldEvents();
    return relayed;
  }

  /**
   * The given events' deliveries to the handlers `chosen` picks (publishing the events in-process when
   * `publish`), then every delivery of the events those handlers write; each delivery is waited for even
   * when another relay runs it.
   */
  private async relayEvents(
    written: readonly WrittenEvent[],
    chosen: (handler: string) => boolean,
    publish: boolean,
  ): Promise<number> {
    try {
      let relayed = 0;
      let pick = chosen;
      let first = true;
      for (let events = written; events.length; pick = () => true, first = false) {
        // The writer's own events once (by the waited relay), its handlers' events by whoever ran them.
        if (publish || !first) for (const { event } of events) this.eventBus.publish(event);
        const followUps: WrittenEvent[] = [];
        for (const { id, event, handlers } of events)
          for (const handler of handlers.filter(pick))
            if (
              runsAfterAnswer(handler)
                ? await this.deliverAfterAnswer({ eventId: id, handler }, event, followUps)
                : await this.deliver({ eventId: id, handler }, followUps)
            )
              relayed++;
        events = followUps;
      }
      return relayed;
    } catch (error) {
      this.logger.error('outbox relay failed', error as Error);
      return 0;
    }
  }

  /**
   * One relay of everything due at a time per instance: a call while one runs waits for the next (which
   * sees what the caller committed), and every call meanwhile shares that next one.
   */
  private relayAll(): Promise<number> {
    if (this.fullRelayAgain) return this.fullRelayAgain;
    if (!this.fullRelay) return this.startFullRelay();
    this.fullRelayAgain = this.fullRelay.then(() => {
      this.fullRelayAgain = null;
      return this.startFullRelay();
    });
    return this.fullRelayAgain;
  }

  private startFullRelay(): Promise<number> {
    const run: Promise<number> = this.relayEverything().finally(() => {
      if (this.fullRelay === run) this.fullRelay = null;
    });
    this.fullRelay = run;
    return run;
  }

  private async relayEverything(): Promise<number> {
    try {
      // Handlers may write events of their own: publish those too before the relay ends.
      let relayed = 0;
      for (;;) {
        const published = await this.publishUnpublished();
        let delivered = 0;
        while (relayed + delivered < DELIVERIES_PER_RELAY && (await this.deliver(null, null))) delivered++;
        relayed += published + delivered;
        if (!delivered || relayed >= DELIVERIES_PER_RELAY) return relayed;
      }
    } catch (error) {
      this.logger.error('outbox relay failed', error as Error);
      return 0;
    }
  }

  /**
   * In-process listeners (tests; no production code listens in-process) see each event once, across
   * instances: here those written outside `transaction()` and deliveries. An event whose writer died
   * between its commit and its relay is delivered by the sweep but not published in-process.
   */
  private async publishUnpublished(): Promise<number> {
    const rows = (await this.dataSource.query(
      `UPDATE outbox SET published_at = now() WHERE id IN (
         SELECT id FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)
       RETURNING id, event, payload`,
    )) as [EventRow[], number];
    const published = [...rows[0]].sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of published) {
      const event = deserializeEvent(row.event, row.payload);
      if (event) this.eventBus.publish(event);
    }
    return published.length;
  }

  /**
   * Runs one due delivery: the given one (waiting while another relay holds it), or the next of any event
   * (skipping those held); false when there is none. Events its handler writes are added to `followUps`.
   * A handler that throws rolls its transaction back; the failure is then recorded for a retry.
   */
  private deliver(
    which: { eventId: string; handler: string } | null,
    followUps: WrittenEvent[] | null,
  ): Promise<boolean> {
    const now = this.clock.now();
    let claimed: DeliveryRow | undefined;
    const run = async (): Promise<boolean> => {
      try {
        return await this.dataSource.transaction(async (manager) => {
          [claimed] = (await manager.query(
            which ? CLAIM_DELIVERY_SQL : CLAIM_NEXT_DUE_SQL,
            which ? [now, which.eventId, which.handler] : [now],
          )) as DeliveryRow[];
          if (!claimed) return false;
          const writtenByHandler: WrittenEvent[] = [];
          await written.run(writtenByHandler, () =>
            this.handlerOf(claimed!).handle(this.eventOf(claimed!), { eventId: claimed!.id, manager }),
          );
          await manager.query(
            `UPDATE outbox_deliveries SET delivered_at = $3, attempts = attempts + 1, last_error = NULL
              WHERE event_id = $1 AND handler = $2`,
            [claimed.id, claimed.handler, now],
          );
          followUps?.push(...writtenByHandler);
          return true;
        });
      } catch (error) {
        if (!claimed) throw error;
        await this.retryLater(claimed, now, error);
        return true;
      }
    };
    return this.admit(this.deliveries, run, which !== null && isLive(which.handler));
  }

  /**
   * Runs an after-answer delivery the writer holds the lease of, outside a transaction (its handlers only
   * tell someone, idempotently by the event id), and marks it done with others in one statement: a quarter
   * of the statements of a delivery under a row lock, on the path of every message.
   */
  private deliverAfterAnswer(
    key: DeliveryKey,
    event: IEvent,
    followUps: WrittenEvent[] | null,
  ): Promise<boolean> {
    const run = async (): Promise<boolean> => {
      if (this.closing) return false;
      const now = this.clock.now();
      const name = event.constructor.name;
      try {
        const writtenByHandler: WrittenEvent[] = [];
        const handler = this.handlerOf({ event: name, handler: key.handler });
        await written.run(writtenByHandler, () =>
          handler.handle(event, { eventId: key.eventId, manager: this.dataSource.manager, firstRun: true }),
        );
        followUps?.push(...writtenByHandler);
        this.marks.add(key);
      } catch (error) {
        // When even the retry cannot be noted, the lease still hands the delivery to the sweep.
        await this.retryLater(
          { id: key.eventId, handler: key.handler, attempts: 0, event: name },
          now,
          error,
        ).catch((noted: unknown) => this.logger.error('outbox retry not noted', noted as Error));
      }
      return true;
    };
    return this.admit(this.afterAnswerDeliveries, run, isLive(key.handler));
  }

  /** Runs a delivery through `gate`, but at once inside another delivery (its handler's own events). */
  private admit(gate: Gate, run: () => Promise<boolean>, live: boolean): Promise<boolean> {
    if (delivering.getStore()) return run();
    return gate.run(() => delivering.run(true, run), live);
  }

  private async markDelivered(marks: readonly DeliveryKey[]): Promise<void> {
    await preparedQuery(this.dataSource, 'outbox-mark-delivered', MARK_DELIVERED_SQL, [
      marks.map((mark) => mark.eventId),
      marks.map((mark) => mark.handler),
      this.clock.now(),
    ]);
  }

  private async retryLater(
    row: Pick<DeliveryRow, 'id' | 'handler' | 'attempts' | 'event'>,
    now: Date,
    error: unknown,
  ) {
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    this.logger.warn(`${row.handler} failed on ${row.event} #${row.id} (attempt ${attempts}): ${message}`);
    await this.dataSource.query(RETRY_LATER_SQL, [
      row.id,
      row.handler,
      attempts,
      new Date(now.getTime() + retryDelayMs(attempts)),
      message.slice(0, 500),
    ]);
  }

  private handlerOf(row: Pick<DeliveryRow, 'event' | 'handler'>): OutboxEventHandler<IEvent> {
    const type = outboxHandlersOf(row.event).find((handler) => handler.name === row.handler);
    if (!type) throw new Error(`no outbox handler ${row.handler} for ${row.event}`);
    return this.moduleRef.get(type, { strict: false });
  }

  private eventOf(row: DeliveryRow): IEvent {
    const event = deserializeEvent(row.event, row.payload);
    if (!event) throw new Error(`${row.event} is not registered with registerOutboxEvents`);
    return event;
  }

  /**
   * Delivered events are kept a month for inspection, then go: the oldest first, by the index of when they
   * were published, so a sweep with nothing to forget reads nothing (every instance sweeps every 30 s).
   * SKIP LOCKED: instances sweeping at once take different events instead of waiting for each other.
   */
  private async forgetOldEvents(): Promise<void> {
    try {
      for (let batch = 0; batch < FORGET_BATCHES_PER_SWEEP; batch++) {
        const [, forgotten] = (await this.dataSource.query(
          `DELETE FROM outbox WHERE id IN (
             SELECT o.id FROM outbox o
              WHERE o.published_at < now() - make_interval(days => $1)
                AND NOT EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.event_id = o.id AND d.delivered_at IS NULL)
              ORDER BY o.published_at LIMIT $2
              FOR UPDATE SKIP LOCKED)`,
          [KEEP_DELIVERED_DAYS, FORGET_BATCH],
        )) as [unknown[], number];
        if (forgotten < FORGET_BATCH) break;
      }
    } catch (error) {
      this.logger.error('outbox clean-up failed', error as Error);
    }
  }
}
