import { Worker } from 'node:worker_threads';
import { startDeadline, withinDeadline } from './deadline';

/**
 * An answer computed by another thread while this one stalls past the deadline (as in a long garbage
 * collection, or on a machine starved of CPU): it is waiting to be read when the event loop turns
 * again, as a Redis reply would be. The stall lasts until the other thread has answered and the
 * deadline is due, so the test does not depend on the machine's speed.
 */
async function anotherThread() {
  const signals = new Int32Array(new SharedArrayBuffer(8)); // [0]: go, [1]: answered
  const worker = new Worker(
    `const { parentPort, workerData: signals } = require('node:worker_threads');
     parentPort.postMessage('ready');
     Atomics.wait(signals, 0, 0);
     parentPort.postMessage('answer');
     Atomics.store(signals, 1, 1);`,
    { eval: true, workerData: signals },
  );
  const messages: string[] = [];
  let received: () => void = () => undefined;
  worker.on('message', (message: string) => {
    messages.push(message);
    received();
  });
  const next = () =>
    messages.length
      ? Promise.resolve(messages.shift()!)
      : new Promise<string>((resolve) => {
          received = () => resolve(messages.shift()!);
        });
  expect(await next()).toBe('ready');
  return {
    /**
     * The answer, asked for now and computed while this thread stalls for longer than `ms`. The stall
     * runs in its own turn of the event loop (not in the port's message handler, which would read the
     * answer before returning), so the next turn starts with the due timers, then reads the answer.
     */
    async askAndStallPast(ms: number, guard: (answer: Promise<string>) => Promise<string>) {
      const guarded = guard(next());
      await new Promise<void>((stalled) =>
        setImmediate(() => {
          Atomics.store(signals, 0, 1);
          Atomics.notify(signals, 0);
          const started = Date.now();
          while (Atomics.load(signals, 1) === 0 || Date.now() - started <= ms) {
            // The main thread is busy: no timer and no I/O runs.
          }
          stalled();
        }),
      );
      return guarded;
    },
    stop: () => worker.terminate(),
  };
}

describe('startDeadline', () => {
  afterEach(() => jest.useRealTimers());

  it('expires after its time, when not cancelled', () => {
    jest.useFakeTimers();
    const expire = jest.fn();
    startDeadline(50, expire);
    jest.advanceTimersByTime(49);
    expect(expire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers(); // the next turn of the event loop
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('never expires once cancelled, even when its timer has already fired', () => {
    jest.useFakeTimers();
    const early = jest.fn();
    startDeadline(50, early).cancel();
    const late = jest.fn();
    const deadline = startDeadline(50, late);
    jest.advanceTimersToNextTimer(); // the timer only: the expiry waits for the next turn
    deadline.cancel();
    jest.advanceTimersByTime(1000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('withinDeadline', () => {
  const late = () => new Error('timed out');

  it('answers what the work answers when it settles in time', async () => {
    await expect(withinDeadline(Promise.resolve(7), 1000, late)).resolves.toBe(7);
    await expect(withinDeadline(Promise.reject(new Error('own')), 1000, late)).rejects.toThrow('own');
  });

  it('fails with the timeout error when the work does not settle', async () => {
    await expect(withinDeadline(new Promise(() => undefined), 5, late)).rejects.toThrow('timed out');
  });

  it('answers an answer that arrived while the event loop stalled past the deadline', async () => {
    const thread = await anotherThread();
    await expect(thread.askAndStallPast(20, (answer) => withinDeadline(answer, 20, late))).resolves.toBe(
      'answer',
    );
    await thread.stop();
  });
});
