import { describe, expect, it } from 'vitest';
import {
  captureTracking,
  hasTrafficSource,
  readTracking,
  TRACKING_STORAGE_KEY,
  trackingFromQuery,
} from './tracking';
import { memoryStorage } from '../../../test/memory-storage';

describe('trackingFromQuery', () => {
  it('takes network, ref and sub1 to sub3, nothing else', () => {
    expect(trackingFromQuery('?network=adnet&ref=42&sub1=a&sub2=b&sub3=c&utm_source=x')).toEqual({
      network: 'adnet',
      ref: '42',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
  });

  it('leaves out empty values and trims', () => {
    expect(trackingFromQuery('?network=&ref=%20r1%20')).toEqual({ ref: 'r1' });
    expect(trackingFromQuery('')).toEqual({});
  });

  it('cuts values to 100 characters', () => {
    expect(trackingFromQuery(`?sub1=${'x'.repeat(150)}`).sub1).toHaveLength(100);
  });
});

describe('captureTracking', () => {
  it('keeps the query’s tracking in storage', () => {
    const storage = memoryStorage();
    expect(captureTracking('?network=n1&sub2=s', storage)).toEqual({ network: 'n1', sub2: 's' });
    expect(JSON.parse(storage.data[TRACKING_STORAGE_KEY])).toEqual({ network: 'n1', sub2: 's' });
  });

  it('keeps what was stored when the query has none (navigation, reload)', () => {
    const storage = memoryStorage({ [TRACKING_STORAGE_KEY]: JSON.stringify({ ref: 'r' }) });
    expect(captureTracking('?page=2', storage)).toEqual({ ref: 'r' });
    expect(readTracking(storage)).toEqual({ ref: 'r' });
  });

  it('replaces what was stored on a new arrival with tracking', () => {
    const storage = memoryStorage({ [TRACKING_STORAGE_KEY]: JSON.stringify({ ref: 'old', sub1: 'x' }) });
    expect(captureTracking('?network=new', storage)).toEqual({ network: 'new' });
    expect(readTracking(storage)).toEqual({ network: 'new' });
  });
});

describe('readTracking', () => {
  it('ignores garbage', () => {
    expect(readTracking(memoryStorage({ [TRACKING_STORAGE_KEY]: '{nope' }))).toEqual({});
    expect(readTracking(memoryStorage({ [TRACKING_STORAGE_KEY]: '"text"' }))).toEqual({});
    expect(readTracking(memoryStorage({ [TRACKING_STORAGE_KEY]: '{"ref":5,"sub1":"ok"}' }))).toEqual({
      sub1: 'ok',
    });
  });
});

describe('hasTrafficSource', () => {
  it('needs a network or a ref', () => {
    expect(hasTrafficSource({ network: 'n' })).toBe(true);
    expect(hasTrafficSource({ ref: 'r' })).toBe(true);
    expect(hasTrafficSource({ sub1: 'a', sub2: 'b' })).toBe(false);
    expect(hasTrafficSource({})).toBe(false);
  });
});
