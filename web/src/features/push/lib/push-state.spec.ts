import { describe, expect, it } from 'vitest';
import { canEnablePush, capabilityState, decodeSiteKey, subscriptionState } from './push-state';

const all = { serviceWorker: true, pushManager: true, notifications: true, siteKey: true };

describe('the push state machine (SPEC §4)', () => {
  it('is capable only with a service worker, the Push API, notifications and a site key', () => {
    expect(capabilityState(all)).toBe('capable');
    for (const missing of ['serviceWorker', 'pushManager', 'notifications', 'siteKey'] as const)
      expect(capabilityState({ ...all, [missing]: false })).toBe('not_capable');
  });

  it('is subscribed, not subscribed or denied once permission and subscription are known', () => {
    expect(subscriptionState('granted', true)).toBe('subscribed');
    expect(subscriptionState('granted', false)).toBe('not_subscribed');
    expect(subscriptionState('default', false)).toBe('not_subscribed');
    expect(subscriptionState('default', true)).toBe('not_subscribed');
    expect(subscriptionState('denied', true)).toBe('denied');
  });

  it('offers to enable push only when not subscribed', () => {
    expect(canEnablePush('not_subscribed')).toBe(true);
    for (const state of ['unknown', 'capable', 'not_capable', 'subscribed', 'denied'] as const)
      expect(canEnablePush(state)).toBe(false);
  });

  it('decodes a site key that is an uncompressed P-256 point, nothing else', () => {
    const point = new Uint8Array(65);
    point[0] = 4;
    point[64] = 255;
    const key = btoa(String.fromCharCode(...point))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeSiteKey(key)).toEqual(point);
    expect(decodeSiteKey(null)).toBeNull();
    expect(decodeSiteKey('BPublicKeyForTests')).toBeNull();
    expect(decodeSiteKey('not base64!')).toBeNull();
  });
});
