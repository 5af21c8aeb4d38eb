import {
  Conditions,
  dateBound,
  filterValues,
  oneOrMany,
  orderBy,
  pageOf,
  positiveInteger,
} from './list-params';

const refusal = (code: string, name: string) =>
  expect.objectContaining({ status: 400, code, params: { name } });

describe('admin list parameters', () => {
  it('turns an inclusive range into offset and limit, at most 500 rows, 25 by default', () => {
    expect(pageOf([0, 24])).toEqual([0, 25]);
    expect(pageOf([25, 49])).toEqual([25, 25]);
    expect(pageOf([10, 10])).toEqual([10, 1]);
    expect(pageOf([0, 9999])).toEqual([0, 500]);
    expect(pageOf(undefined)).toEqual([0, 25]);
    expect(pageOf(undefined, 3)).toEqual([0, 3]);
    for (const range of [[5, 1], [-1, 3], [0, 1.5], [0]] as [number, number][]) {
      expect(() => pageOf(range)).toThrow(refusal('invalid_range', 'range'));
    }
  });

  it('sorts only by whitelisted fields, ties broken by id, nulls last where asked', () => {
    const fields = ['id', 'created_at', 'paid_at'];
    const fallback = { field: 'id', order: 'DESC' as const };
    expect(orderBy(undefined, fields, fallback)).toBe('id DESC');
    expect(orderBy({ field: 'created_at', order: 'asc' }, fields, fallback)).toBe('created_at ASC, id ASC');
    expect(orderBy({ field: 'paid_at', order: 'DESC' }, fields, fallback, ['paid_at'])).toBe(
      'paid_at DESC NULLS LAST, id DESC',
    );
    for (const sort of [
      { field: 'hash', order: 'ASC' },
      { field: 'id; DROP TABLE orders', order: 'ASC' },
      { field: 'id', order: 'ASC; --' },
    ]) {
      expect(() => orderBy(sort, fields, fallback)).toThrow(refusal('invalid_sort', 'sort'));
    }
  });

  it('keeps set filter values and refuses unknown keys', () => {
    expect([
      ...filterValues({ kind: 'purchase', account_id: '', to: null }, ['kind', 'account_id', 'to']),
    ]).toEqual([['kind', 'purchase']]);
    expect(filterValues(undefined, ['kind']).size).toBe(0);
    expect(() => filterValues({ hash: 'x' }, ['kind'])).toThrow(refusal('invalid_filter', 'filter.hash'));
  });

  it('reads account ids as numbers or strings of digits', () => {
    expect(positiveInteger('account_id', 12)).toBe(12);
    expect(positiveInteger('account_id', ' 12 ')).toBe(12);
    for (const value of [0, -1, 1.5, '12a', '', 2_147_483_648, true, [1]]) {
      expect(() => positiveInteger('account_id', value)).toThrow(
        refusal('invalid_filter', 'filter.account_id'),
      );
    }
    expect(oneOrMany('id', [1, '2'], positiveInteger)).toEqual([1, 2]);
    expect(() => oneOrMany('id', [], positiveInteger)).toThrow(refusal('invalid_filter', 'filter.id'));
  });

  it('reads dates as whole UTC days (to inclusive) and date-times as given', () => {
    expect(dateBound('from', '2026-12-01', false)).toEqual({
      at: new Date('2026-12-01T00:00:00Z'),
      exclusive: false,
    });
    expect(dateBound('to', '2026-12-01', true)).toEqual({
      at: new Date('2026-12-02T00:00:00Z'),
      exclusive: true,
    });
    expect(dateBound('to', '2026-12-01T10:30:00+01:00', true)).toEqual({
      at: new Date('2026-12-01T09:30:00Z'),
      exclusive: false,
    });
    for (const value of ['2026-02-30', '2026-13-01', 'yesterday', '2026-12-01T10:30', 20261201]) {
      expect(() => dateBound('from', value, false)).toThrow(refusal('invalid_filter', 'filter.from'));
    }
  });

  it('numbers the parameters of the conditions', () => {
    const conditions = new Conditions();
    expect(conditions.where).toBe('');
    conditions.add((p) => `account_id = ${p}`, 5);
    conditions.add((p) => `kind = ${p}`, 'purchase');
    expect(conditions.where).toBe('WHERE account_id = $1 AND kind = $2');
    expect(conditions.params).toEqual([5, 'purchase']);
  });
});
