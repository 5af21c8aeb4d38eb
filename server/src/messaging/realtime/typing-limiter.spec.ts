import { TypingLimiter, WindowLimiter } from './typing-limiter';

describe('TypingLimiter', () => {
  it('lets one notice a conversation through every 2 s', () => {
    const limiter = new TypingLimiter();
    expect(limiter.allow(1, 0)).toBe(true);
    expect(limiter.allow(1, 1999)).toBe(false);
    expect(limiter.allow(2, 1999)).toBe(true);
    expect(limiter.allow(1, 2000)).toBe(true);
  });

  it('lets at most 10 through in 10 s over all conversations', () => {
    const limiter = new TypingLimiter();
    const allowed = Array.from({ length: 15 }, (_, i) => limiter.allow(i + 1, i)).filter(Boolean);
    expect(allowed).toHaveLength(10);
    expect(limiter.allow(99, 10_000)).toBe(true);
  });
});

describe('WindowLimiter', () => {
  it('lets `max` through in a window, and a full count again in the next', () => {
    const limiter = new WindowLimiter(3, 1000);
    expect([500, 600, 700, 800, 1499].map((now) => limiter.allow(now))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect([1500, 1501, 1502, 1503].map((now) => limiter.allow(now))).toEqual([true, true, true, false]);
  });
});
