import { Injectable } from '@nestjs/common';
import type { MessageSent } from '../messaging.contracts';
import type { MessageRow } from './message.row';

/**
 * The row of a message just stored, kept with its MessageSent object on the instance that wrote it, so
 * the writer's own push right after the commit shows it without reading it back. Nothing of it goes into
 * the outbox (a message's text stays where erasure finds it): an event rebuilt from its row (the sweep, a
 * retry) has none, and the push reads the message.
 */
@Injectable()
export class SentMessageSnapshots {
  private readonly rows = new WeakMap<MessageSent, MessageRow>();

  keep(event: MessageSent, row: MessageRow): void {
    this.rows.set(event, row);
  }

  /** The row as stored, when this instance wrote the event. */
  of(event: MessageSent): MessageRow | undefined {
    return this.rows.get(event);
  }
}
