import type { Type } from '@nestjs/common';
import type { IEvent } from '@nestjs/cqrs';

/** Event classes the outbox can rebuild from a row, by class name (registered by their module). */
const registry = new Map<string, Type<IEvent>>();

/** Lets the outbox rebuild an event class from its stored row; call once per class, at import time. */
export function registerOutboxEvents(...events: Type<IEvent>[]): void {
  for (const event of events) registry.set(event.name, event);
}

export function isOutboxEvent(name: string): boolean {
  return registry.has(name);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export function serializeEvent(event: IEvent): { name: string; payload: string } {
  return { name: event.constructor.name, payload: JSON.stringify(event) };
}

/** The event object again, with its class and its top-level dates. */
export function deserializeEvent(name: string, payload: Record<string, unknown>): IEvent | null {
  const type = registry.get(name);
  if (!type) return null;
  const fields = Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value,
    ]),
  );
  return Object.assign(Object.create(type.prototype) as IEvent, fields);
}
