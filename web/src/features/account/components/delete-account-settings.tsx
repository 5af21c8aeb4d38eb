import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Choices, TextAreaField } from '../../../components/ui/text-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAction } from '../../../lib/use-action';
import { NO_ERRORS, useFocusFirstError, type FormErrors } from '../../../lib/form-errors';
import { deleteAccount, DELETE_REASONS, type DeleteReason } from '../api/account';
import { deleteAccountPayload } from '../lib/delete-account';

/** Delete account: a reason (remarks with "other"), a confirmation, then POST /api/delete-account.php. */
export function DeleteAccountSettings({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState<DeleteReason | ''>('');
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [confirming, setConfirming] = useState(false);
  const deletion = useAction();
  useFocusFirstError(formRef, errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setErrors({ fields: { reason: t('settings.delete.reasonRequired') }, form: null, code: null });
      return;
    }
    setErrors(NO_ERRORS);
    deletion.clear();
    setConfirming(true);
  };

  const confirm = () => {
    if (!reason) return;
    void deletion.run(async () => {
      await deleteAccount(deleteAccountPayload(reason, remarks));
      setConfirming(false);
      onDeleted();
      return undefined;
    });
  };

  return (
    <Card title={t('settings.delete.title')} tone="danger">
      <p className="card__text">{t('settings.delete.text')}</p>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <Choices
          legend={t('settings.delete.reason')}
          error={errors.fields.reason}
          className="choice-group--stacked"
          options={DELETE_REASONS.map((value) => ({ value, label: t(`settings.delete.reasons.${value}`) }))}
          isChecked={(value) => reason === value}
          onToggle={setReason}
        />
        {reason === 'other' ? (
          <TextAreaField
            label={t('settings.delete.remarks')}
            error={errors.fields.remarks}
            name="remarks"
            rows={3}
            maxLength={1000}
            value={remarks}
            onValueChange={setRemarks}
          />
        ) : null}
        <div className="form-actions">
          <button type="submit" className="btn btn--danger">
            {t('settings.delete.submit')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        id="delete-account-confirm"
        open={confirming}
        title={t('settings.delete.confirmTitle')}
        text={t('settings.delete.confirmText', { days: 14 })}
        error={deletion.error}
        pending={deletion.pending}
        confirmLabel={t('settings.delete.confirm')}
        pendingLabel={t('settings.delete.deleting')}
        cancelLabel={t('settings.delete.cancel')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
