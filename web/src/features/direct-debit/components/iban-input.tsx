import { useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { editIban, groupIban } from '../lib/iban';

export interface IbanInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  /** the IBAN without spaces, as typed */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A text input that shows the IBAN in groups of four while the member types, keeping the caret in place.
 * No maxLength: a pasted IBAN with its own spacing must not be cut (the value stops at 34 characters).
 */
export function IbanInput({ value, onValueChange, className, ...props }: IbanInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const display = groupIban(value);

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element) return;
    if (element.ownerDocument.activeElement === element)
      element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const result = editIban({
      previous: display,
      raw: target.value,
      caret: target.selectionStart ?? target.value.length,
      inputType: (event.nativeEvent as InputEvent).inputType,
    });
    caret.current = result.caret;
    onValueChange(result.value);
  };

  return (
    <input
      {...props}
      ref={input}
      type="text"
      className={['input', 'dd-iban', className].filter(Boolean).join(' ')}
      value={display}
      onChange={onChange}
      inputMode="text"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
