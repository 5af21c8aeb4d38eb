import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, AUTHENTICATION_REQUIRED } from '../../../lib/api-client';
import { uploadPhoto } from '../api/photos';
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT, photoFileProblem, progressPercent } from '../lib/photo-rules';
import { useProfileEnvironment } from './profile-environment';

export interface PhotoUploadProps {
  /** A photo was added (the list is loaded again by the caller). */
  onUploaded: () => void;
  /** The server says the limit is reached (another tab added photos), with its message. */
  onLimitReached: (message: string) => void;
}

const SERVER_CODES = ['photo_invalid', 'photo_too_large', 'payload_too_large', 'photo_limit_reached'];

/**
 * "Add a photo": a JPEG, PNG or WebP image of at most 10 MB is checked here, then uploaded at once with
 * its progress shown; the server's refusals (invalid, too large, limit reached) appear under the button.
 */
export function PhotoUpload({ onUploaded, onLimitReached }: PhotoUploadProps) {
  const { t } = useTranslation('profile');
  const env = useProfileEnvironment();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const uploading = progress !== null;
  const maxMb = MAX_PHOTO_BYTES / 1024 / 1024;

  const messageOf = (failure: unknown): string => {
    if (!(failure instanceof ApiError)) return t('errors.generic');
    if (failure.code === 'photo_limit_reached') return failure.message || t('photos.errors.limit');
    if (failure.code === 'photo_too_large' || failure.code === 'payload_too_large' || failure.status === 413)
      return t('photos.errors.size', { max: maxMb });
    if (failure.code === 'photo_invalid') return failure.message || t('photos.errors.type');
    if (SERVER_CODES.includes(failure.code) && failure.message) return failure.message;
    if (failure.status === 0 || failure.status >= 500) return t('errors.generic');
    return failure.message || t('errors.generic');
  };

  const choose = async (file: File | undefined) => {
    setError(null);
    setDone(false);
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setError(t(`photos.errors.${problem}`, { max: maxMb }));
      inputRef.current?.focus();
      return;
    }
    setProgress(0);
    try {
      await uploadPhoto(file, { onProgress: setProgress });
      setDone(true);
      onUploaded();
    } catch (failure) {
      const message = messageOf(failure);
      setError(message);
      if (failure instanceof ApiError && failure.code === 'photo_limit_reached') onLimitReached(message);
      // the upload does not go through the API client: a lost session is noticed by loading the user again
      if (failure instanceof ApiError && failure.code === AUTHENTICATION_REQUIRED) env.onProfileChanged();
      inputRef.current?.focus();
    } finally {
      setProgress(null);
      // the same file may be chosen again after an error
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const percent = progressPercent(progress ?? 0);
  return (
    <div className={['photo-upload', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="visually-hidden photo-upload__input"
        type="file"
        name="photo"
        accept={PHOTO_ACCEPT}
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <label
        htmlFor={`${id}-input`}
        className={['btn', 'btn--primary', 'photo-upload__button', uploading ? 'is-disabled' : null]
          .filter(Boolean)
          .join(' ')}
        aria-disabled={uploading || undefined}
      >
        {uploading ? <span className="btn__spinner" aria-hidden="true" /> : null}
        {uploading ? t('photos.uploading') : t('photos.add')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t(env.photoModeration === 'pre' ? 'photos.hint' : 'photos.hintPost', { max: maxMb })}
      </p>
      {uploading ? (
        <div className="photo-upload__progress">
          <progress max={100} value={percent} aria-label={t('photos.progress')} />
          <span aria-hidden="true">{percent}%</span>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {done ? t('photos.uploaded') : ''}
      </p>
    </div>
  );
}
