import { changedFields } from './changed-fields';
import { choice, dateTime, INVALID, integer, list, nullable, readFields, record, text } from './field-rules';

const refusal = (name: string) =>
  expect.objectContaining({ status: 400, code: 'invalid_field', params: { name } });

describe('admin input field rules', () => {
  it('checks each kind of value', () => {
    expect(text(5, { min: 1 })(' ab ')).toBe('ab');
    expect(text(5, { min: 1 })('')).toBe(INVALID);
    expect(text(5)('toolong')).toBe(INVALID);
    expect(integer(1, 9)(3)).toBe(3);
    for (const bad of [0, 10, 1.5, '3', null]) expect(integer(1, 9)(bad)).toBe(INVALID);
    expect(choice(['a', 'b'])('b')).toBe('b');
    expect(choice(['a', 'b'])('c')).toBe(INVALID);
    expect(list(integer(0, 9), { max: 3 })([1, 2])).toEqual([1, 2]);
    expect(list(integer(0, 9), { max: 3 })([1, 1])).toBe(INVALID);
    expect(list(integer(0, 9), { max: 1 })([1, 2])).toBe(INVALID);
    expect(nullable(integer(0, 9))(null)).toBeNull();
    expect(record(/^[a-z]+$/, integer(0, 9), 2)({ a: 1 })).toEqual({ a: 1 });
    expect(record(/^[a-z]+$/, integer(0, 9), 2)({ A: 1 })).toBe(INVALID);
    expect(dateTime('2026-12-01')).toEqual(new Date('2026-12-01T00:00:00Z'));
    for (const bad of ['2026-02-30', '2026-12-01T10:00', 'tomorrow', 5]) expect(dateTime(bad)).toBe(INVALID);
  });

  it('reads a body: read-only fields ignored, unknown or bad fields refused by name, required ones enforced', () => {
    const rules = { name: text(10, { min: 1 }), size: integer(1, 5) };
    expect(readFields({ id: 7, name: 'x', size: 2 }, rules, { readOnly: ['id'] })).toEqual({
      name: 'x',
      size: 2,
    });
    expect(() => readFields({ colour: 'red' }, rules)).toThrow(refusal('colour'));
    expect(() => readFields({ size: 9 }, rules)).toThrow(refusal('size'));
    expect(() => readFields({ name: 'x' }, rules, { required: ['size'] })).toThrow(refusal('size'));
    expect(() => readFields([1], rules)).toThrow(refusal('body'));
  });

  it('finds the fields that changed (jsonb key order and date instants do not count)', () => {
    const stored = {
      a: 1,
      costs: { NL: { costs: 1, currency: 'EUR' } },
      at: new Date('2026-01-01T00:00:00Z'),
    };
    expect(
      changedFields(stored, {
        a: 1,
        costs: { NL: { currency: 'EUR', costs: 1 } },
        at: new Date('2026-01-01T00:00:00.000Z'),
      }),
    ).toEqual({});
    expect(changedFields(stored, { a: 2, at: null })).toEqual({ a: 2, at: null });
  });
});
