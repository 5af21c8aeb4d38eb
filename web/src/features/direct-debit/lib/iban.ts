/** The longest IBAN (ISO 13616): 34 characters. */
export const IBAN_MAX_LENGTH = 34;

/** The IBAN without the spaces of its display (the characters as the member typed them). */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').slice(0, IBAN_MAX_LENGTH);
}

/** "NL91ABNA0417164300" → "NL91 ABNA 0417 1643 00": groups of four, as printed on bank cards. */
export function groupIban(value: string): string {
  return (compactIban(value).match(/.{1,4}/g) ?? []).join(' ');
}

/** The position in `grouped` right after its first `count` characters that are not spaces. */
export function caretAfter(grouped: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index++) {
    if (grouped[index] !== ' ') seen++;
    if (seen === count) return index + 1;
  }
  return grouped.length;
}

export interface IbanEdit {
  /** what the input showed before the edit */
  previous: string;
  /** what the input holds after it */
  raw: string;
  /** the caret after the edit */
  caret: number;
  /** InputEvent.inputType, e.g. 'deleteContentBackward' */
  inputType?: string;
}

export interface IbanEditResult {
  /** the value to keep and send: the typed characters, without spaces */
  value: string;
  /** what the input shows */
  display: string;
  caret: number;
}

/**
 * Regroups the IBAN input after an edit and keeps the caret behind the same character. Deleting one of
 * the display's spaces deletes the character next to it (otherwise backspace would seem to do nothing).
 */
export function editIban({ previous, raw, caret, inputType }: IbanEdit): IbanEditResult {
  let text = raw;
  let position = Math.max(0, Math.min(caret, raw.length));
  const removedOnlySpace = raw.length === previous.length - 1 && compactIban(raw) === compactIban(previous);
  if (removedOnlySpace && inputType === 'deleteContentBackward' && position > 0) {
    text = raw.slice(0, position - 1) + raw.slice(position);
    position -= 1;
  } else if (removedOnlySpace && inputType === 'deleteContentForward') {
    text = raw.slice(0, position) + raw.slice(position + 1);
  }
  const before = compactIban(text.slice(0, position)).length;
  const value = compactIban(text);
  const display = groupIban(value);
  return { value, display, caret: caretAfter(display, before) };
}
