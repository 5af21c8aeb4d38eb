/** One delivery of an event to a handler. */
export interface DeliveryKey {
  eventId: string;
  handler: string;
}

/** Marks at most this many deliveries in one statement. */
const MARKS_PER_STATEMENT = 500;

/**
 * Marks after-answer deliveries done, many in one statement: the marks that arrive while one statement
 * runs go together in the next (group commit), so under load a statement marks dozens and a lone mark
 * waits for nothing but the next turn of the event loop. A mark that is lost (a failed statement, a crash)
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
    await new Promise<void>((next) => setImmediate(next));
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
