import { isPlainObject } from './plain-object';

describe('isPlainObject', () => {
  it('takes a JSON object, empty or not', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject({ en: 'Hello' })).toBe(true);
    expect(isPlainObject(JSON.parse('{"email":{"likes":true}}'))).toBe(true);
  });

  it.each([null, undefined, [], [{}], 'text', '', 0, 1, true, false])('refuses %p', (value) => {
    expect(isPlainObject(value)).toBe(false);
  });
});
