import { describe, expect, it } from 'vitest';
import { creditsBadgeTone, showBackButton } from './credits-badge';

describe('creditsBadgeTone', () => {
  it('shows nothing above 10 credits', () => {
    expect(creditsBadgeTone(11)).toBeNull();
    expect(creditsBadgeTone(undefined)).toBeNull();
  });

  it('warns from 1 to 10 and is danger at 0', () => {
    expect(creditsBadgeTone(10)).toBe('warning');
    expect(creditsBadgeTone(1)).toBe('warning');
    expect(creditsBadgeTone(0)).toBe('danger');
  });
});

describe('showBackButton', () => {
  it('needs installed-app mode, a listed route and history', () => {
    expect(showBackButton(true, 'members-id', 2)).toBe(true);
    expect(showBackButton(false, 'members-id', 2)).toBe(false);
    expect(showBackButton(true, 'members', 2)).toBe(false);
    expect(showBackButton(true, 'credits', 1)).toBe(false);
  });
});
