import { findBadInput, isCleanString, jsonNestsDeeperThan, MAX_INPUT_DEPTH } from './request-input';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('request input rules', () => {
  it('refuses NUL and lone surrogates, keeps every well-formed character', () => {
    expect(isCleanString('Zoë 🙂 東京')).toBe(true);
    expect(isCleanString('a\u0000b')).toBe(false);
    expect(isCleanString('\ud800')).toBe(false);
    expect(isCleanString('x\udfff')).toBe(false);
    expect(isCleanString('\ud83d\ude42')).toBe(true); // a surrogate pair is 🙂
  });

  it('finds bad characters in values and keys at any depth', () => {
    expect(findBadInput({ a: ['ok', { b: 'fine' }] })).toBeNull();
    expect(findBadInput({ a: ['ok', { b: 'n\u0000' }] })).toBe('invalid_characters');
    expect(findBadInput({ ['k\ud800']: 1 })).toBe('invalid_characters');
    expect(findBadInput('plain \u0000')).toBe('invalid_characters');
  });

  it('refuses prototype keys, however they were parsed', () => {
    expect(findBadInput(JSON.parse('{"__proto__":{"x":1}}'))).toBe('invalid_characters');
    expect(findBadInput({ a: { constructor: { prototype: {} } } })).toBe('invalid_characters');
  });

  it('bounds nesting without recursing (a 100 000 deep value does not overflow the check)', () => {
    let deep: unknown = 1;
    for (let index = 0; index < 100_000; index++) deep = [deep];
    expect(findBadInput(deep)).toBe('too_deeply_nested');
    let allowed: unknown = 'x';
    for (let index = 0; index < MAX_INPUT_DEPTH; index++) allowed = { a: allowed };
    expect(findBadInput(allowed)).toBeNull();
    expect(findBadInput({ a: allowed })).toBe('too_deeply_nested');
  });

  it('measures the nesting of raw JSON, skipping brackets inside strings', () => {
    expect(jsonNestsDeeperThan(bytes('{"a":[1,{"b":2}]}'), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('{"a":[1,{"b":[2]}]}'), 3)).toBe(true);
    expect(jsonNestsDeeperThan(bytes(`{"a":"${'['.repeat(50)}"}`), 2)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`{"a":"\\"${'{'.repeat(50)}"}`), 2)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`{"ü€🙂":${'['.repeat(40)}${']'.repeat(40)}}`), 32)).toBe(true);
  });
});
