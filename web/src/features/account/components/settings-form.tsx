import type { ReactNode, RefObject } from 'react';
import { Card } from '../../../components/ui/card';
import { Alert, FormError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';

export interface SettingsFormProps {
  title: string;
  /** what stands above the form (the current address) */
  intro?: ReactNode;
  formRef?: RefObject<HTMLFormElement | null>;
  /** the message of a failed save, above the fields */
  error: string | null;
  /** the message of a successful save, above the fields */
  success: ReactNode;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** One setting of the account as a card: its form with the outcome of the last save and a submit button. */
export function SettingsForm({
  title,
  intro,
  formRef,
  error,
  success,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
  children,
}: SettingsFormProps) {
  return (
    <Card title={title}>
      {intro}
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormError message={error} />
        {success ? <Alert tone="success">{success}</Alert> : null}
        {children}
        <div className="form-actions">
          <SubmitButton pending={pending} pendingLabel={pendingLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
