import { Injectable, type Type } from '@nestjs/common';
import type { IEvent } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';

/** What a handler gets besides the event: the delivery's id and its transaction. */
export interface OutboxDelivery {
  eventId: string;
  /**
   * The transaction that marks the delivery done: writes made through it happen exactly once with the
   * delivery. Work done elsewhere (another module's command) must be idempotent by the event.
   */
  manager: EntityManager;
  /**
   * No earlier run of this delivery can have done anything: the writer's own run right after its commit.
   * A handler may skip its checks for a repeated run (a socket push's sent mark) then.
   */
  firstRun?: boolean;
}

/** Acts on an event another module wrote to the outbox; throws to have the delivery retried. */
export interface OutboxEventHandler<E extends IEvent> {
  handle(event: E, delivery: OutboxDelivery): Promise<void>;
}

export interface OutboxHandlerOptions {
  /**
   * The writer answers without waiting for this delivery, which still starts right after the commit: for
   * handlers that only tell someone (a socket push, a mail, a web push), never for state other requests
   * read (an enabled profile, granted credits). Such a delivery runs outside a transaction (`manager` is
   * not one) and at least once: a writer that dies before its mark is written leaves it to the sweep, so
   * the handler must be idempotent by the event id.
   */
  afterAnswer?: boolean;
  /**
   * Someone is watching for its effect (a message on a screen): while deliveries wait for a slot, it goes
   * before those that are not (a mail, a web push).
   */
  live?: boolean;
}

const handlersByEvent = new Map<string, Type<OutboxEventHandler<IEvent>>[]>();
const afterAnswer = new Set<string>();
const live = new Set<string>();

/**
 * Declares an injectable outbox handler of `event` (register the class as a provider of its module).
 * A module below the one that publishes names the event instead of importing its class (the module
 * order, docs/architecture.md) and declares the fields it reads.
 */
export function HandlesOutboxEvent(
  event: Type<IEvent> | string,
  options: OutboxHandlerOptions = {},
): ClassDecorator {
  const name = typeof event === 'string' ? event : event.name;
  return (target) => {
    if (options.afterAnswer) afterAnswer.add(target.name);
    if (options.live) live.add(target.name);
    const handlers = handlersByEvent.get(name) ?? [];
    handlers.push(target as unknown as Type<OutboxEventHandler<IEvent>>);
    handlersByEvent.set(name, handlers);
    Injectable()(target);
  };
}

export function outboxHandlersOf(eventName: string): readonly Type<OutboxEventHandler<IEvent>>[] {
  return handlersByEvent.get(eventName) ?? [];
}

/** Whether the writer answers without waiting for this handler's delivery (see OutboxHandlerOptions). */
export function runsAfterAnswer(handlerName: string): boolean {
  return afterAnswer.has(handlerName);
}

/** Whether the handler's deliveries go first while deliveries wait for a slot (see OutboxHandlerOptions). */
export function isLive(handlerName: string): boolean {
  return live.has(handlerName);
}
