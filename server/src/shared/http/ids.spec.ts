import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IsId, isUuid, MAX_ID, parseId } from './ids';

class Dto {
  @IsId('profiles.member_not_found')
  id: number;
}

describe('ids', () => {
  it('reads positive 32-bit integers from numbers and digit strings', () => {
    expect(parseId(1)).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId(MAX_ID)).toBe(2_147_483_647);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    0,
    -1,
    1.5,
    MAX_ID + 1,
    2 ** 53,
    1e300,
    NaN,
    Infinity,
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    ' 1',
    '2147483648',
    '',
    null,
    true,
    [],
    [1],
    {},
  ])('refuses %p', (value) => {
    expect(parseId(value)).toBeNull();
  });

  it('turns a DTO field into its number or refuses it with the given message', () => {
    expect(validateSync(plainToInstance(Dto, { id: '7' }))).toEqual([]);
    expect(plainToInstance(Dto, { id: '7' }).id).toBe(7);
    const [error] = validateSync(plainToInstance(Dto, { id: 2 ** 31 }));
    expect(error?.constraints).toEqual({ isId: 'profiles.member_not_found' });
    expect(validateSync(plainToInstance(Dto, { id: true }))).toHaveLength(1);
    expect(validateSync(plainToInstance(Dto, { id: null }))).toHaveLength(1);
    expect(validateSync(plainToInstance(Dto, {}))).toHaveLength(1);
  });

  it('takes a uuid as the server writes one', () => {
    expect(isUuid('0b8f3c9e-5a1d-4e2f-9c3b-7d6e5f4a3b2c')).toBe(true);
  });

  it.each([
    '0'.repeat(36),
    '-'.repeat(36),
    'f'.repeat(32),
    '0b8f3c9e5a1d-4e2f-9c3b-7d6e5f4a3b2c-',
    '0b8f3c9e-5a1d-4e2f-9c3b-7d6e5f4a3b2',
    '0b8f3c9e-5a1d-4e2f-9c3b-7d6e5f4a3b2c\n',
    '',
    null,
    42,
  ])('refuses %p as a uuid', (value) => {
    expect(isUuid(value)).toBe(false);
  });
});
