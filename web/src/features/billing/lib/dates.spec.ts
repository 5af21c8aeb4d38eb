import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes the date in the UI language', () => {
    expect(formatDate('2026-11-22T12:00:00.000Z', 'en')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22T12:00:00.000Z', 'de')).toBe('22.11.2026');
  });

  it('keeps what it cannot read', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
