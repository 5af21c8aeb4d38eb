import { describe, expect, it, vi } from 'vitest';
import { isSmartphone, isSmartphoneWidth } from './smartphone';

describe('isSmartphoneWidth', () => {
  it('is true below 768 px', () => {
    expect(isSmartphoneWidth(320)).toBe(true);
    expect(isSmartphoneWidth(767)).toBe(true);
    expect(isSmartphoneWidth(767.5)).toBe(true);
  });

  it('is false from 768 px', () => {
    expect(isSmartphoneWidth(768)).toBe(false);
    expect(isSmartphoneWidth(1280)).toBe(false);
  });
});

describe('isSmartphone', () => {
  it('asks the smartphone media query when there is matchMedia', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(max-width: 767.98px)' }));
    expect(
      isSmartphone({ innerWidth: 1200, matchMedia: matchMedia as unknown as Window['matchMedia'] }),
    ).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 767.98px)');
  });

  it('falls back to the window width without matchMedia', () => {
    expect(isSmartphone({ innerWidth: 375 })).toBe(true);
    expect(isSmartphone({ innerWidth: 1024 })).toBe(false);
  });

  it('falls back to the width when matchMedia throws', () => {
    const matchMedia = () => {
      throw new Error('unsupported');
    };
    expect(isSmartphone({ innerWidth: 500, matchMedia: matchMedia as unknown as Window['matchMedia'] })).toBe(
      true,
    );
  });
});
