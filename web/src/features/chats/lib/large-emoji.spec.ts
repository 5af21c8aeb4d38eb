import { describe, expect, it } from 'vitest';
import { isLargeEmoji } from './large-emoji';

describe('isLargeEmoji', () => {
  it('takes one to three emoji, with spaces between them', () => {
    expect(isLargeEmoji('😀')).toBe(true);
    expect(isLargeEmoji('😀 😍')).toBe(true);
    expect(isLargeEmoji(' 🎉🎉🎉 ')).toBe(true);
    expect(isLargeEmoji('❤️')).toBe(true);
  });

  it('counts a family, a flag and a skin tone as one emoji each', () => {
    expect(isLargeEmoji('👨‍👩‍👧‍👦🇳🇱👍🏽')).toBe(true);
  });

  it('leaves text, more than three emoji and text-style symbols as text', () => {
    expect(isLargeEmoji('Hi 😀')).toBe(false);
    expect(isLargeEmoji('😀😀😀😀')).toBe(false);
    expect(isLargeEmoji('123')).toBe(false);
    expect(isLargeEmoji('©')).toBe(false);
    expect(isLargeEmoji('❤')).toBe(false);
    expect(isLargeEmoji('   ')).toBe(false);
    expect(isLargeEmoji('')).toBe(false);
  });
});
