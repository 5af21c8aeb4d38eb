import { describe, expect, it } from 'vitest';
import { firstPollIn, hasPushSubscription, pollIntervalMs } from './polling';

describe('polling', () => {
  it('polls every 60 s, every 300 s with a push subscription', () => {
    expect(pollIntervalMs(false)).toBe(60_000);
    expect(pollIntervalMs(true)).toBe(300_000);
  });

  it('starts 5 s after the page loaded', () => {
    expect(firstPollIn(0)).toBe(5_000);
    expect(firstPollIn(4_000)).toBe(1_000);
    expect(firstPollIn(9_000)).toBe(0);
  });

  it('knows a push subscription, and takes a browser without push for none', async () => {
    const withSubscription = {
      serviceWorker: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => ({}) } }),
      },
    } as unknown as Navigator;
    const without = {
      serviceWorker: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => null } }),
      },
    } as unknown as Navigator;
    const failing = {
      serviceWorker: { getRegistration: () => Promise.reject(new Error('no')) },
    } as unknown as Navigator;
    expect(await hasPushSubscription(withSubscription)).toBe(true);
    expect(await hasPushSubscription(without)).toBe(false);
    expect(await hasPushSubscription({} as Navigator)).toBe(false);
    expect(await hasPushSubscription(failing)).toBe(false);
  });
});
