import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf, NO_ERRORS, useFocusFirstError, type FormErrors } from '../../../lib/form-errors';
import { uploadSignupPhoto } from '../api/signup';

export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** Step 4 (optional): a profile photo, uploaded now that the account exists; or skip. */
export function PhotoStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  useFocusFirstError(formRef, errors);

  // the previous preview is released when a new one replaces it and when the step closes
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setErrors(NO_ERRORS);
    setPreview(chosen && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !file) return;
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await uploadSignupPhoto(file);
      onDone();
    } catch (error) {
      setErrors(
        formErrorsOf(error, t('error.generic'), {
          photo_invalid: 'photo',
          photo_too_large: 'photo',
          payload_too_large: 'photo',
        }),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="signup__text">{t('signup.photoIntro')}</p>
      <FormError message={errors.form} />
      <Field label={t('signup.photo')} error={errors.fields.photo} hint={t('signup.photoHint')}>
        {(control) => (
          // the browser's own file input speaks the browser's language, not the site's: it stays for the
          // keyboard and screen readers, and a button in the site's language shows it
          <div className="signup__photo-picker">
            <input
              {...control}
              className="visually-hidden signup__photo-input"
              type="file"
              name="photo"
              accept={PHOTO_TYPES}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
            <label htmlFor={control.id} className="btn btn--ghost signup__photo-button">
              {file ? t('signup.photoChange') : t('signup.photoChoose')}
            </label>
            {file ? <span className="signup__photo-name">{file.name}</span> : null}
          </div>
        )}
      </Field>
      {preview ? (
        <img className="signup__photo-preview" src={preview} alt={t('signup.photoPreview')} />
      ) : null}
      <div className="form-actions form-actions--end">
        <button type="button" className="btn btn--ghost" onClick={onDone} disabled={pending}>
          {t('signup.skip')}
        </button>
        <SubmitButton pending={pending} pendingLabel={t('signup.uploading')} disabled={!file}>
          {t('signup.upload')}
        </SubmitButton>
      </div>
    </form>
  );
}
