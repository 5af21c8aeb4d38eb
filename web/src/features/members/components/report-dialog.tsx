import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf, NO_ERRORS, useFocusFirstError, type FormErrors } from '../../../lib/form-errors';
import { REPORT_REASONS, REPORT_REMARKS_MAX, reportMember, type ReportReason } from '../api/report-member';
import { reportPayload } from '../lib/report';
import './member-dialogs.css';
import { Choices, TextAreaField } from '../../../components/ui/text-field';

export interface ReportTarget {
  memberId: number;
  name: string;
  /** Set when the report was opened from a photo. */
  photoId?: number;
}

export interface ReportDialogProps {
  target: ReportTarget | null;
  onClose: () => void;
}

/** Report a profile (or the photo it was opened from): reason, remarks, POST /api/report.php. */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation('member');
  const id = useId();
  return (
    <Modal
      id="member-report"
      open={target !== null}
      onClose={onClose}
      labelledBy={`${id}-title`}
      closeLabel={t('report.close')}
    >
      {target ? (
        <ReportForm
          key={`${target.memberId}-${target.photoId ?? ''}`}
          target={target}
          titleId={`${id}-title`}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function ReportForm({
  target,
  titleId,
  onClose,
}: {
  target: ReportTarget;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('member');
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [remarks, setRemarks] = useState('');
  const [aboutPhoto, setAboutPhoto] = useState(target.photoId !== undefined);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  useFocusFirstError(formRef, errors);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!reason) {
      setErrors({ fields: { reason: t('report.reasonRequired') }, form: null, code: null });
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await reportMember(
        reportPayload({ ...target, photoId: aboutPhoto ? target.photoId : undefined }, reason, remarks),
      );
      setSent(true);
    } catch (error) {
      setErrors(formErrorsOf(error, t('errors.actionFailed')));
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <div className="confirm-dialog" data-report-sent="">
        <h2 id={titleId} className="confirm-dialog__title">
          {t('report.title', { name: target.name })}
        </h2>
        <p className="alert alert--success" role="status">
          {t('report.success')}
        </p>
        <p>
          <Link to="/complaints" onClick={onClose}>
            {t('report.follow')}
          </Link>
        </p>
        <div className="form-actions form-actions--end">
          <button type="button" className="btn btn--primary" onClick={onClose} autoFocus>
            {t('report.done')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form ref={formRef} className="form confirm-dialog" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2 id={titleId} className="confirm-dialog__title">
        {t('report.title', { name: target.name })}
      </h2>
      <p className="confirm-dialog__text">{t('report.intro', { name: target.name })}</p>
      <FormError message={errors.form} />
      <Choices
        legend={t('report.reason')}
        error={errors.fields.reason}
        className="choice-group--stacked"
        options={REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
        isChecked={(value) => reason === value}
        onToggle={(value) => setReason(value)}
      />
      {target.photoId !== undefined ? (
        <label className="member-dialog__check">
          <input
            type="checkbox"
            checked={aboutPhoto}
            onChange={(event) => setAboutPhoto(event.target.checked)}
          />
          {t('report.thisPhoto')}
        </label>
      ) : null}
      <TextAreaField
        label={t('report.remarks')}
        error={errors.fields.remarks}
        hint={t('report.remarksCount', { count: remarks.length, max: REPORT_REMARKS_MAX })}
        name="remarks"
        rows={4}
        maxLength={REPORT_REMARKS_MAX}
        value={remarks}
        onValueChange={setRemarks}
      />
      <div className="form-actions form-actions--end">
        <button type="button" className="btn btn--ghost" disabled={pending} onClick={onClose}>
          {t('report.cancel')}
        </button>
        <SubmitButton pending={pending} pendingLabel={t('report.sending')}>
          {t('report.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
