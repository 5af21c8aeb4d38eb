import { useEffect, type RefObject } from 'react';
import { ApiError } from './api-client';

/** Messages by field name, as the server's `fields` carry them. */
export type FieldErrors = Partial<Record<string, string>>;

export interface FormErrors {
  fields: FieldErrors;
  /** A message for the whole form (no field to put it next to), or null. */
  form: string | null;
  /** The server's error code, when there is one. */
  code: string | null;
}

export const NO_ERRORS: FormErrors = { fields: {}, form: null, code: null };

/**
 * Turns a failed call into messages for a form. The server translates its messages, so they are shown
 * as they come: `fields[field]` next to each field; an error without `fields` whose code names a field
 * (`codeFields`, e.g. `{ old_password_wrong: 'old_password' }`) goes next to that field; anything else
 * is a form message. Errors that are not the server's get `fallback` (the translated generic message).
 */
export function formErrorsOf(
  error: unknown,
  fallback: string,
  codeFields: Record<string, string> = {},
): FormErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback, code: null };
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? {}).filter(([, message]) => typeof message === 'string' && message),
  ) as FieldErrors;
  if (Object.keys(fields).length > 0) return { fields, form: null, code: error.code };
  const field = codeFields[error.code];
  if (field) return { fields: { [field]: error.message }, form: null, code: error.code };
  // network failures and server errors have no useful text for a member
  const message = error.status === 0 || error.status >= 500 ? fallback : error.message || fallback;
  return { fields: {}, form: message, code: error.code };
}

export function hasErrors(errors: FormErrors): boolean {
  return errors.form !== null || Object.values(errors.fields).some(Boolean);
}

/** Moves the focus to the first invalid control (or the form's alert) of `form`. */
export function focusFirstError(form: HTMLElement | null): void {
  if (!form) return;
  const target =
    form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    form.querySelector<HTMLElement>('[data-form-error]');
  target?.focus();
}

/** After a failed submit (`errors` changes to a new object with errors), focuses the first error. */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, errors: FormErrors): void {
  useEffect(() => {
    if (hasErrors(errors)) focusFirstError(form.current);
  }, [errors, form]);
}
