import { describe, expect, it } from 'vitest';
import { remainingMs } from './countdown';
import {
  dismissTimeBonus,
  isInMembersArea,
  isTimeBonusDismissed,
  isTimeBonusVisible,
  shouldOpenTimeBonusModal,
} from './time-bonus';

const NOW = Date.parse('2026-01-01T01:00:00.000Z');
const bonus = { expires: '2026-01-01T04:00:00.000Z', status: 'active', expired: false };

describe('isInMembersArea', () => {
  it('is members, members-id, chats, likes, likes-m-id and premium', () => {
    for (const route of ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'])
      expect(isInMembersArea(route), route).toBe(true);
    for (const route of ['credits', 'likes-type', 'profile', 'index', undefined])
      expect(isInMembersArea(route), String(route)).toBe(false);
  });
});

describe('isTimeBonusVisible', () => {
  it('shows an active bonus until it runs out', () => {
    expect(isTimeBonusVisible(bonus, remainingMs(bonus.expires, NOW))).toBe(true);
    expect(isTimeBonusVisible(bonus, remainingMs(bonus.expires, Date.parse(bonus.expires) - 1))).toBe(true);
    expect(isTimeBonusVisible(bonus, remainingMs(bonus.expires, Date.parse(bonus.expires)))).toBe(false);
  });

  it('hides none, an expired one and an inactive one', () => {
    expect(isTimeBonusVisible(null, 1_000)).toBe(false);
    expect(isTimeBonusVisible({ ...bonus, expired: true }, 1_000)).toBe(false);
    expect(isTimeBonusVisible({ ...bonus, status: 'used' }, 1_000)).toBe(false);
  });
});

describe('shouldOpenTimeBonusModal', () => {
  const open = { user: { credits: 0 }, visible: true, dismissed: false, delayPassed: true };

  it('opens for a member with 0 credits, a visible bonus, not dismissed, after the delay', () => {
    expect(shouldOpenTimeBonusModal(open)).toBe(true);
  });

  it('stays closed when any condition is missing', () => {
    expect(shouldOpenTimeBonusModal({ ...open, user: null })).toBe(false);
    expect(shouldOpenTimeBonusModal({ ...open, user: undefined })).toBe(false);
    expect(shouldOpenTimeBonusModal({ ...open, user: { credits: 1 } })).toBe(false);
    expect(shouldOpenTimeBonusModal({ ...open, visible: false })).toBe(false);
    expect(shouldOpenTimeBonusModal({ ...open, dismissed: true })).toBe(false);
    expect(shouldOpenTimeBonusModal({ ...open, delayPassed: false })).toBe(false);
  });
});

describe('time-bonus dismissal', () => {
  it('is stored per member', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
    };
    expect(isTimeBonusDismissed(storage, 7)).toBe(false);
    dismissTimeBonus(storage, 7, NOW);
    expect(isTimeBonusDismissed(storage, 7)).toBe(true);
    expect(isTimeBonusDismissed(storage, 8)).toBe(false);
  });
});
