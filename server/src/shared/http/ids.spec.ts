import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IsId, MAX_ID, parseId } from './ids';

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
});
