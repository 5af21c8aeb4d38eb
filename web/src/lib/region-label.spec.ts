import { describe, expect, it } from 'vitest';
import { regionLabel } from './region-label';

describe('regionLabel', () => {
  it.each([
    ['NL', 'province'],
    ['BE', 'province'],
    ['IE', 'province'],
    ['IT', 'province'],
    ['ES', 'province'],
    ['CA', 'province'],
    ['NZ', 'province'],
    ['DE', 'state'],
    ['AT', 'state'],
    ['US', 'state'],
    ['AU', 'state'],
    ['GB', 'region'],
    ['FR', 'region'],
    ['CH', 'canton'],
    ['PL', 'voivodeship'],
    ['pl', 'voivodeship'],
    ['SE', 'region'],
    ['', 'region'],
  ])('%s: %s', (country, label) => {
    expect(regionLabel(country)).toBe(label);
  });

  it('is "region" without a country', () => {
    expect(regionLabel(null)).toBe('region');
    expect(regionLabel(undefined)).toBe('region');
  });
});
