import { describe, expect, it } from 'vitest';
import { formatBadge } from './format-badge';

describe('formatBadge', () => {
  it('hides zero and missing counts', () => {
    expect(formatBadge(0)).toBeNull();
    expect(formatBadge(undefined)).toBeNull();
  });

  it('caps at 99+', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });
});
