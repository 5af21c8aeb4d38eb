import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import type { MessageKey } from '../i18n/messages';

/** Ids are PostgreSQL `integer` (int4) serials: anything past this would fail in the query, not 404. */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^\d{1,10}$/;

/**
 * The one reading of an id from a request (body number or query/form string): a positive 32-bit
 * integer, else null. Fractions, exponents, signs, hex and numbers past MAX_ID are no ids.
 */
export function parseId(value: unknown): number | null {
  const number = typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= MAX_ID
    ? number
    : null;
}

/**
 * A uuid as this server writes one (lowercase, dashes in place). Anything looser reaches PostgreSQL as
 * an invalid uuid and fails the statement (36 zeros or 36 dashes are no uuids).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function isId(value: unknown): value is number {
  return typeof value === 'number' && parseId(value) === value;
}

/**
 * A DTO field holding an id (see parseId): a decimal string becomes its number, anything else is
 * refused with `message`, a 400 naming the field.
 */
export function IsId(message: MessageKey): PropertyDecorator {
  const transform = Transform(({ value }: { value: unknown }) => parseId(value) ?? value);
  const validate = ValidateBy({ name: 'isId', validator: { validate: isId } }, { message });
  return (target, property) => {
    transform(target, property);
    validate(target, property);
  };
}
