import { sexualityOf } from './sexuality';

describe('sexualityOf', () => {
  it.each([
    ['male', 'female', 'hetero'],
    ['female', 'male', 'hetero'],
    ['male', 'male', 'gay'],
    ['female', 'female', 'lesbian'],
    ['male', 'both', 'bi'],
    ['female', 'both', 'bi'],
  ] as const)('%s seeking %s is %s', (gender, seeking, expected) => {
    expect(sexualityOf(gender, seeking)).toBe(expected);
  });
});
