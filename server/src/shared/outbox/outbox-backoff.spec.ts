import { retryDelayMs } from './outbox-backoff';

describe('retryDelayMs', () => {
  it('doubles from 5 s and stops at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(60 * 60_000);
  });
});
