import { type DeliveryKey, DeliveredMarks, MARKS_LINGER_MS } from './delivered-marks';

describe('DeliveredMarks', () => {
  const mark = (n: number): DeliveryKey => ({ eventId: String(n), handler: 'Handler' });

  it('writes the marks that arrive within the linger in one statement, and settles once written', async () => {
    const writes: DeliveryKey[][] = [];
    const marks = new DeliveredMarks(
      async (batch) => {
        writes.push([...batch]);
      },
      () => undefined,
    );
    marks.add(mark(1));
    await new Promise((resolve) => setTimeout(resolve, MARKS_LINGER_MS / 5));
    marks.add(mark(2));
    marks.add(mark(3));
    expect(writes).toEqual([]);
    await marks.settled();
    expect(writes).toEqual([[mark(1), mark(2), mark(3)]]);
  });

  it('marks arriving while a statement runs go together in the next; a failed statement is reported', async () => {
    const writes: DeliveryKey[][] = [];
    const failures: unknown[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const marks = new DeliveredMarks(
      async (batch) => {
        writes.push([...batch]);
        if (writes.length === 1) await first;
        if (writes.length === 2) throw new Error('database gone');
      },
      (error) => failures.push(error),
    );
    marks.add(mark(1));
    const settled = marks.settled();
    while (!writes.length) await new Promise((resolve) => setTimeout(resolve, 1));
    marks.add(mark(2));
    marks.add(mark(3));
    release();
    await settled;
    expect(writes).toEqual([[mark(1)], [mark(2), mark(3)]]);
    expect(failures).toHaveLength(1);
  });
});
