/** One typing notice per conversation every 2 s, and 10 in any 10 s over all conversations. */
const PER_CONVERSATION_MS = 2000;
const WINDOW_MS = 10_000;
const PER_WINDOW = 10;

/** At most `max` events in each window of `windowMs` (fixed windows, begun by the first event after one). */
export class WindowLimiter {
  private windowStart = -Infinity;
  private inWindow = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  allow(now: number): boolean {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.inWindow = 0;
    }
    if (this.inWindow >= this.max) return false;
    this.inWindow++;
    return true;
  }
}

/**
 * Per socket: a client sends `typing` on keystrokes, so most are dropped here before they cost a query.
 * Held per socket in memory; a member with several tabs gets a limit per tab.
 */
export class TypingLimiter {
  private readonly lastByConversation = new Map<number, number>();
  private readonly window = new WindowLimiter(PER_WINDOW, WINDOW_MS);

  allow(conversationId: number, now: number): boolean {
    const last = this.lastByConversation.get(conversationId);
    if (last !== undefined && now - last < PER_CONVERSATION_MS) return false;
    if (!this.window.allow(now)) return false;
    if (this.lastByConversation.size > 100) this.lastByConversation.clear();
    this.lastByConversation.set(conversationId, now);
    return true;
  }
}
