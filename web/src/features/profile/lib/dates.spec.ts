import { describe, expect, it } from 'vitest';
import { ageOn, birthYears, formatDate, joinDate, splitDate } from './dates';

describe('splitDate / joinDate', () => {
  it('splits a date into the values of the selects and joins them again', () => {
    expect(splitDate('1990-06-05')).toEqual({ year: '1990', month: '6', day: '5' });
    expect(joinDate({ year: '1990', month: '6', day: '5' })).toBe('1990-06-05');
  });

  it('is empty for an unreadable date or a missing part', () => {
    expect(splitDate('')).toEqual({ year: '', month: '', day: '' });
    expect(splitDate(null)).toEqual({ year: '', month: '', day: '' });
    expect(joinDate({ year: '1990', month: '', day: '5' })).toBe('');
  });

  it('passes an impossible date on for the server to judge', () => {
    expect(joinDate({ year: '1990', month: '2', day: '31' })).toBe('1990-02-31');
  });
});

describe('ageOn', () => {
  it('counts a birthday only once it is reached', () => {
    expect(ageOn('1990-06-15', new Date(2020, 5, 14))).toBe(29);
    expect(ageOn('1990-06-15', new Date(2020, 5, 15))).toBe(30);
    expect(ageOn('1990-06-15', new Date(2020, 11, 1))).toBe(30);
  });

  it('is null for an unreadable date', () => {
    expect(ageOn('someday', new Date())).toBeNull();
  });
});

describe('birthYears', () => {
  it('runs from the year of turning 18 back 100 years', () => {
    const years = birthYears(new Date(2026, 0, 1), 18, 100);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1926);
  });
});

describe('formatDate', () => {
  it('shows the calendar date in the language, without time zone shifts', () => {
    expect(formatDate('1990-06-05', 'en')).toBe('June 5, 1990');
    expect(formatDate('1990-06-05', 'de')).toBe('5. Juni 1990');
  });

  it('keeps an unreadable value as it is', () => {
    expect(formatDate('unknown', 'en')).toBe('unknown');
  });
});
