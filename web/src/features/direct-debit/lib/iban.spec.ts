import { describe, expect, it } from 'vitest';
import { caretAfter, compactIban, editIban, groupIban, IBAN_MAX_LENGTH } from './iban';

describe('groupIban', () => {
  it('groups the IBAN in fours', () => {
    expect(groupIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(groupIban('NL91')).toBe('NL91');
    expect(groupIban('NL91A')).toBe('NL91 A');
    expect(groupIban('')).toBe('');
  });

  it('regroups what was pasted with other spacing and keeps the typed characters', () => {
    expect(groupIban(' nl91  abna0417 1643 00 ')).toBe('nl91 abna 0417 1643 00');
    expect(groupIban('DE89 3704\t0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('stops at the longest IBAN', () => {
    expect(compactIban('X'.repeat(40))).toHaveLength(IBAN_MAX_LENGTH);
  });
});

describe('compactIban', () => {
  it('drops the spaces only (the value is sent as typed)', () => {
    expect(compactIban('NL91 ABNA 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(compactIban('nl91-abna')).toBe('nl91-abna');
  });
});

describe('caretAfter', () => {
  it('skips the display spaces', () => {
    expect(caretAfter('NL91 ABNA 04', 0)).toBe(0);
    expect(caretAfter('NL91 ABNA 04', 4)).toBe(4);
    expect(caretAfter('NL91 ABNA 04', 5)).toBe(6);
    expect(caretAfter('NL91 ABNA 04', 10)).toBe(12);
    expect(caretAfter('NL91', 9)).toBe(4);
  });
});

describe('editIban', () => {
  it('adds a space when a group is full and moves the caret past it', () => {
    expect(editIban({ previous: 'NL91', raw: 'NL91A', caret: 5, inputType: 'insertText' })).toEqual({
      value: 'NL91A',
      display: 'NL91 A',
      caret: 6,
    });
  });

  it('keeps the caret behind the character typed in the middle', () => {
    // "NL91 ABNA" with "X" typed after "NL9"
    const result = editIban({ previous: 'NL91 ABNA', raw: 'NL9X1 ABNA', caret: 4, inputType: 'insertText' });
    expect(result).toEqual({ value: 'NL9X1ABNA', display: 'NL9X 1ABN A', caret: 4 });
  });

  it('deletes the character before a space when backspace removed only the space', () => {
    const result = editIban({
      previous: 'NL91 ABNA',
      raw: 'NL91ABNA',
      caret: 4,
      inputType: 'deleteContentBackward',
    });
    expect(result).toEqual({ value: 'NL9ABNA', display: 'NL9A BNA', caret: 3 });
  });

  it('deletes the character after a space when delete removed only the space', () => {
    const result = editIban({
      previous: 'NL91 ABNA',
      raw: 'NL91ABNA',
      caret: 4,
      inputType: 'deleteContentForward',
    });
    expect(result).toEqual({ value: 'NL91BNA', display: 'NL91 BNA', caret: 4 });
  });

  it('regroups a pasted IBAN and puts the caret at its end', () => {
    const result = editIban({
      previous: '',
      raw: 'NL91 ABNA 0417 1643 00',
      caret: 22,
      inputType: 'insertFromPaste',
    });
    expect(result).toEqual({ value: 'NL91ABNA0417164300', display: 'NL91 ABNA 0417 1643 00', caret: 22 });
  });
});
