import { Button, type ButtonProps } from './button';

export type SubmitButtonProps = Omit<ButtonProps, 'pending' | 'asChild'> & { pending: boolean };

/** The submit button of a form: a Button of type submit, busy while the form is being sent. */
export function SubmitButton({ type = 'submit', ...props }: SubmitButtonProps) {
  return <Button {...props} type={type} />;
}
