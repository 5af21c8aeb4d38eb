import { isQueryFlagSet } from './query-flag';

describe('isQueryFlagSet', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
    ['yes', false],
    [undefined, false],
    [['1'], false],
  ])('reads %j as %s', (value, expected) => {
    expect(isQueryFlagSet(value)).toBe(expected);
  });
});
