import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, Field, FormError } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf, NO_ERRORS, useFocusFirstError, type FormErrors } from '../../../lib/form-errors';
import { deleteAccount, DELETE_REASONS, type DeleteReason } from '../api/account';
import { deleteAccountPayload } from '../lib/delete-account';

/** Delete account: a reason (remarks with "other"), a confirmation, then POST /api/delete-account.php. */
export function DeleteAccountSettings({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState<DeleteReason | ''>('');
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  useFocusFirstError(formRef, errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setErrors({ fields: { reason: t('settings.delete.reasonRequired') }, form: null, code: null });
      return;
    }
    setErrors(NO_ERRORS);
    setConfirmError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    if (!reason || pending) return;
    setPending(true);
    setConfirmError(null);
    try {
      await deleteAccount(deleteAccountPayload(reason, remarks));
      setConfirming(false);
      onDeleted();
    } catch (error) {
      setConfirmError(formErrorsOf(error, t('error.generic')).form ?? t('error.generic'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="settings-section settings-section--danger" aria-labelledby="settings-delete">
      <h2 id="settings-delete" className="settings-section__title">
        {t('settings.delete.title')}
      </h2>
      <p className="settings-section__text">{t('settings.delete.text')}</p>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <ChoiceGroup
          legend={t('settings.delete.reason')}
          error={errors.fields.reason}
          className="choice-group--stacked"
        >
          {(control) =>
            DELETE_REASONS.map((value) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name={control.name}
                  value={value}
                  checked={reason === value}
                  aria-invalid={control['aria-invalid']}
                  aria-describedby={control['aria-describedby']}
                  onChange={() => setReason(value)}
                />
                {t(`settings.delete.reasons.${value}`)}
              </label>
            ))
          }
        </ChoiceGroup>
        {reason === 'other' ? (
          <Field label={t('settings.delete.remarks')} error={errors.fields.remarks}>
            {(control) => (
              <textarea
                {...control}
                className="input"
                name="remarks"
                rows={3}
                maxLength={1000}
                value={remarks}
                onChange={(event) => setRemarks(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="btn btn--danger">
            {t('settings.delete.submit')}
          </button>
        </div>
      </form>
      <Modal
        id="delete-account-confirm"
        open={confirming}
        onClose={pending ? undefined : () => setConfirming(false)}
        labelledBy={`${id}-title`}
        describedBy={`${id}-text`}
        closeLabel={t('settings.delete.cancel')}
      >
        <div className="form">
          <h2 id={`${id}-title`} className="settings-section__title">
            {t('settings.delete.confirmTitle')}
          </h2>
          <p id={`${id}-text`} className="settings-section__text">
            {t('settings.delete.confirmText', { days: 14 })}
          </p>
          <FormError message={confirmError} />
          <div className="form-actions form-actions--end">
            <button
              type="button"
              className="btn btn--ghost"
              disabled={pending}
              onClick={() => setConfirming(false)}
              data-autofocus
            >
              {t('settings.delete.cancel')}
            </button>
            <SubmitButton
              type="button"
              className="btn btn--danger"
              pending={pending}
              pendingLabel={t('settings.delete.deleting')}
              onClick={() => void confirm()}
            >
              {t('settings.delete.confirm')}
            </SubmitButton>
          </div>
        </div>
      </Modal>
    </section>
  );
}
