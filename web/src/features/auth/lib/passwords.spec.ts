import { describe, expect, it } from 'vitest';
import { passwordsMatch } from './passwords';

describe('passwordsMatch', () => {
  it('is true only for the very same text', () => {
    expect(passwordsMatch('secret-123', 'secret-123')).toBe(true);
    expect(passwordsMatch('secret-123', 'secret-124')).toBe(false);
    expect(passwordsMatch('Secret-123', 'secret-123')).toBe(false);
    expect(passwordsMatch('secret-123 ', 'secret-123')).toBe(false);
  });
});
