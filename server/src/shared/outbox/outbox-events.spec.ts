import { deserializeEvent, registerOutboxEvents, serializeEvent } from './outbox-events';

class SomethingHappened {
  constructor(
    readonly accountId: number,
    readonly details: { note: string },
    readonly occurredAt: Date,
  ) {}
}
registerOutboxEvents(SomethingHappened);

describe('outbox events', () => {
  it('rebuild the class, nested data and dates from the stored row', () => {
    const event = new SomethingHappened(7, { note: 'x' }, new Date('2026-11-24T10:00:00.000Z'));
    const { name, payload } = serializeEvent(event);
    const again = deserializeEvent(name, JSON.parse(payload) as Record<string, unknown>);
    expect(again).toBeInstanceOf(SomethingHappened);
    expect(again).toEqual(event);
  });

  it('know nothing of unregistered events', () => {
    expect(deserializeEvent('Unknown', {})).toBeNull();
  });
});
