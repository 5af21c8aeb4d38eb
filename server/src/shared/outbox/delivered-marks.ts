import { GroupCommit } from '../database/group-commit';

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
  private readonly commit: GroupCommit<DeliveryKey, undefined>;

  constructor(
    write: (marks: readonly DeliveryKey[]) => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {
    // A failed statement is reported once, not once per mark it held.
    this.commit = new GroupCommit(
      async (marks) => {
        await write(marks).catch(failed);
        return marks.map(() => undefined);
      },
      { lingerMs: MARKS_LINGER_MS, maxPerStatement: MARKS_PER_STATEMENT },
    );
  }

  add(mark: DeliveryKey): void {
    void this.commit.add(mark);
  }

  /** Resolves once every mark added so far is written (or has failed). */
  settled(): Promise<void> {
    return this.commit.settled();
  }
}
