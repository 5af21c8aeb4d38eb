import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { ChoiceGroup, Field } from './field';
import { PasswordInput } from './password-input';

interface LabelledProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** class of the field around label and control */
  fieldClassName?: string;
}

type ControlAttributes = 'id' | 'value' | 'onChange' | 'children' | 'aria-invalid' | 'aria-describedby';

export type TextFieldProps = LabelledProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, ControlAttributes> & {
    value: string;
    onValueChange: (value: string) => void;
    /** a password input with its show/hide toggle */
    password?: boolean;
  };

/** A labelled one-line text input (or password input) whose value is a string. */
export function TextField({
  label,
  error,
  hint,
  fieldClassName,
  onValueChange,
  password = false,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(control) =>
        password ? (
          <PasswordInput {...input} {...control} onChange={(event) => onValueChange(event.target.value)} />
        ) : (
          <input
            {...input}
            {...control}
            type={type}
            className={['input', input.className].filter(Boolean).join(' ')}
            onChange={(event) => onValueChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

export type TextAreaFieldProps = LabelledProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, ControlAttributes> & {
    value: string;
    onValueChange: (value: string) => void;
  };

/** A labelled multi-line text input. */
export function TextAreaField({
  label,
  error,
  hint,
  fieldClassName,
  onValueChange,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          className="input"
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface Option {
  value: string;
  label: ReactNode;
  /** the language of the label, when it is not the page's (language names) */
  lang?: string;
}

export type SelectFieldProps = LabelledProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, ControlAttributes> & {
    value: string;
    onValueChange: (value: string) => void;
    options: readonly Option[];
    /** the label of an empty first option ("Choose…"); none without it */
    placeholder?: ReactNode;
  };

/** A labelled select from a list of options. */
export function SelectField({
  label,
  error,
  hint,
  fieldClassName,
  onValueChange,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <select
          {...select}
          {...control}
          className="input"
          onChange={(event) => onValueChange(event.target.value)}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface ChoicesProps<Value extends string | number> {
  legend: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  /** radio buttons choose one; checkboxes any number */
  type?: 'radio' | 'checkbox';
  options: ReadonlyArray<{ value: Value; label: ReactNode; disabled?: boolean }>;
  isChecked: (value: Value) => boolean;
  onToggle: (value: Value) => void;
  /** class of each choice's label (default `choice`) */
  choiceClassName?: string;
}

/** A group of radio buttons or checkboxes drawn as choice chips, with one legend and one error. */
export function Choices<Value extends string | number>({
  legend,
  error,
  hint,
  className,
  type = 'radio',
  options,
  isChecked,
  onToggle,
  choiceClassName = 'choice',
}: ChoicesProps<Value>) {
  return (
    <ChoiceGroup legend={legend} error={error} hint={hint} className={className}>
      {(control) =>
        options.map((option) => (
          <label key={option.value} className={choiceClassName}>
            <input
              {...control}
              type={type}
              value={option.value}
              checked={isChecked(option.value)}
              disabled={option.disabled}
              onChange={() => onToggle(option.value)}
            />
            {option.label}
          </label>
        ))
      }
    </ChoiceGroup>
  );
}
