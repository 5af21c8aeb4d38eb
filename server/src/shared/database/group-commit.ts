/**
 * Writes many small items in one statement (group commit): the items that arrive within `lingerMs` of the
 * first, or while a statement runs, go together in the next, at most `maxPerStatement` at a time. Each
 * `add` answers its own item's result; a failed statement fails every item it held. For writes on the path
 * of every message whose callers can wait a few milliseconds (nothing reads them at once).
 */
export class GroupCommit<Item, Result> {
  private readonly waiting: {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    /** Writes the items in one statement and answers their results in the same order. */
    private readonly write: (items: Item[]) => Promise<Result[]>,
    private readonly options: { lingerMs: number; maxPerStatement: number },
  ) {}

  add(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.writing ??= this.writeAll();
    });
  }

  /** Resolves once every item added so far is written (or has failed). */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeAll(): Promise<void> {
    await new Promise<void>((next) => setTimeout(next, this.options.lingerMs));
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, this.options.maxPerStatement);
        try {
          const results = await this.write(batch.map((entry) => entry.item));
          batch.forEach((entry, index) => entry.resolve(results[index]!));
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      this.writing = null;
    }
  }
}
