/** One delivery of an event to a handler. */
export interface DeliveryKey {
  eventId: string;
  handler: string;
}

/** Marks at most this many deliveries in one statement. */
const MARKS_PER_STATEMENT = 500;

/**
 * How long the first mark waits for others before its statement goes: each message has three after-answer
 * deliveries, so at a hundred messages a second a mark costs a statement of its own without the wait.
 * Nothing waits on a mark but the sweep, a minute later, and `settled()`.
 */
export const MARKS_LINGER_MS = 25;

/**
 * Marks after-answer deliveries done, many in one statement: the marks that arrive within MARKS_LINGER_MS
 * of the first, or while one statement runs, go together in the next (group commit), so a statement marks
 * the deliveries of several messages at any rate. A mark that is lost (a failed statement, a crash)
 * only means the sweep runs the delivery again once its lease is over, which its handler must bear.
 */
export class DeliveredMarks {
  private readonly waiting: DeliveryKey[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly write: (marks: readonly DeliveryKey[]) => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  add(mark: DeliveryKey): void {
    this.waiting.push(mark);
    this.writing ??= this.writeAll();
  }

  /** Resolves once every mark added so far is written (or has failed). */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeAll(): Promise<void> {
    await new Promise<void>((next) => setTimeout(next, MARKS_LINGER_MS));
    try {
      while (this.waiting.length) {
        try {
          await this.write(this.waiting.splice(0, MARKS_PER_STATEMENT));
        } catch (error) {
          this.failed(error);
        }
      }
    } finally {
      this.writing = null;
    }
  }
}
