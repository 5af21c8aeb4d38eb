/** A running deadline; `cancel` once the work it guards has settled. */
export interface Deadline {
  cancel(): void;
}

/**
 * Calls `expire` once `ms` have passed, unless cancelled first, but never before the process has read
 * the I/O that arrived meanwhile. When the event loop stalls (a long garbage collection, a machine
 * starved of CPU), Node runs the due timers before it reads the sockets on its next turn, so a plain
 * timer fails work whose answer is already waiting to be read: a 503 for a Redis reply or a pooled
 * connection that came in time. The expired timer waits one turn (`setImmediate` runs after the
 * poll phase, where that I/O is read and its promises settle) and then expires only if still running.
 */
export function startDeadline(ms: number, expire: () => void): Deadline {
  let cancelled = false;
  let immediate: NodeJS.Immediate | undefined;
  const timer = setTimeout(() => {
    immediate = setImmediate(() => {
      if (!cancelled) expire();
    });
  }, ms);
  return {
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
    },
  };
}

/** The work's outcome, or `timeout()`'s error once the deadline expires first. */
export function withinDeadline<T>(work: Promise<T>, ms: number, timeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const deadline = startDeadline(ms, () => reject(timeout()));
    work.then(
      (value) => {
        deadline.cancel();
        resolve(value);
      },
      (error: unknown) => {
        deadline.cancel();
        reject(error as Error);
      },
    );
  });
}
