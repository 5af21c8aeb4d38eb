/**
 * Shape rules every request's input obeys before any handler, DTO or class-transformer sees it
 * (issue 9 §5: no 500 for any input). PostgreSQL refuses NUL in text and ill-formed UTF-16 cannot
 * be encoded, so neither may reach a query; nesting is bounded so no recursive code can overflow
 * the stack; prototype keys never reach an object merge.
 */
import { ApiError } from '../errors/api-error';

export const MAX_INPUT_DEPTH = 32;

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type BadInput = 'too_deeply_nested' | 'invalid_characters';

/**
 * The first problem in a parsed value (body, query): walked without recursion, so a hostile
 * nesting depth cannot overflow this check either.
 */
export function findBadInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): BadInput | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isCleanString(current)) return 'invalid_characters';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return 'too_deeply_nested';
    for (const key of Object.keys(current)) {
      if (PROTOTYPE_KEYS.has(key) || !isCleanString(key)) return 'invalid_characters';
      stack.push([(current as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}

/** The 400 for a problem found by findBadInput. */
export function badInputError(problem: BadInput): ApiError {
  return problem === 'too_deeply_nested'
    ? ApiError.badRequest('too_deeply_nested', 'errors.too_deeply_nested')
    : ApiError.badRequest('invalid_characters', 'errors.invalid_characters');
}

/** In unicode mode a surrogate pair is one code point, so only a lone surrogate matches the range. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const NUL_OR_LONE_SURROGATE = /[\u0000\uD800-\uDFFF]/u;

/** No NUL and well-formed UTF-16 (String.prototype.isWellFormed, which ES2023 typings lack). */
export function isCleanString(value: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(value);
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether raw JSON nests deeper than `maxDepth`, scanned on the bytes before JSON.parse: bytes of
 * multi-byte UTF-8 characters are never ASCII, so brackets inside strings are the only ones to skip.
 */
export function jsonNestsDeeperThan(raw: Uint8Array, maxDepth = MAX_INPUT_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < raw.length; index++) {
    const byte = raw[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
