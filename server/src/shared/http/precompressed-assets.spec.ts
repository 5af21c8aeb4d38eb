import { acceptedEncodings } from './precompressed-assets';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['GZIP', ['gzip']],
    ['br;q=0, gzip;q=0.5', ['gzip']],
    ['br; q=0.0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
    ['br;q=abc', []],
    [' , ;;, br', ['br']],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
