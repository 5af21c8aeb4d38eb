import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePending } from './use-action';
import { formErrorsOf, NO_ERRORS, useFocusFirstError, type FormErrors } from './form-errors';

/** What ties a text field to its form: its name, value and the server's message for it. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * A form of text fields named as the server names them: their values, the errors of the last submit
 * (the first one is focused; the form's ref goes on the <form>), and `field(name)`, a field's props.
 * `send` is for forms that call the API themselves: one call at a time (`pending`), and its failure
 * becomes the form's errors (`codeFields` as for `formErrorsOf`).
 */
export function useForm<Values extends Record<string, string>>(initial: Values) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const { pending, run } = usePending();
  useFocusFirstError(formRef, errors);

  const field = (name: keyof Values & string): BoundField => ({
    name,
    value: values[name],
    onChange: (value) => setValues((current) => ({ ...current, [name]: value })),
    error: errors.fields[name],
  });

  const send = (call: () => Promise<void>, codeFields?: Record<string, string>) =>
    run(
      async () => {
        setErrors(NO_ERRORS);
        await call();
      },
      (error) => setErrors(formErrorsOf(error, t('error.generic'), codeFields)),
    );

  return { formRef, values, errors, setErrors, field, reset: () => setValues(initial), pending, send };
}
