import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/field';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { formErrorsOf } from '../../../lib/form-errors';
import { deletePhoto, photosKey, setMainPhoto, usePhotos, type OwnPhoto } from '../api/photos';
import { ownProfileKey } from '../api/profile';
import { photoLimit, PREMIUM_PHOTO_LIMIT } from '../lib/photo-rules';
import { PhotoCard } from './photo-card';
import { PhotoUpload } from './photo-upload';
import { useProfileEnvironment } from './profile-environment';
import { ProfileRetryAlert } from './retry-alert';

interface Busy {
  id: number;
  action: 'main' | 'delete';
}

/**
 * The member's photos: "n of 3" (free) or "n of 25" (premium), upload, choose the main photo, delete.
 * Every change loads the session's user again (its profile.main_image drives the photo warning).
 */
export function PhotosSection() {
  const { t } = useTranslation('profile');
  const env = useProfileEnvironment();
  const queryClient = useQueryClient();
  const photos = usePhotos(env.userId);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [errors, setErrors] = useState<{ id: number; message: string } | null>(null);
  /** The server's "limit reached" answer to the last upload, shown in place of the upload button. */
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const limit = photoLimit(env.paidUser);
  const list = photos.data ?? [];
  const atLimit = list.length >= limit;

  const changed = (next?: OwnPhoto[]) => {
    if (next) {
      queryClient.setQueryData(photosKey(env.userId), { photos: next });
      setLimitMessage(null);
    } else void queryClient.invalidateQueries({ queryKey: photosKey(env.userId) });
    void queryClient.invalidateQueries({ queryKey: ownProfileKey(env.userId) });
    env.onProfileChanged();
  };

  const run = async (photo: OwnPhoto, action: Busy['action']): Promise<boolean> => {
    if (busy) return false;
    setBusy({ id: photo.id, action });
    setErrors(null);
    try {
      const result = action === 'main' ? await setMainPhoto(photo.id) : await deletePhoto(photo.id);
      changed(result.photos);
      if (action === 'delete') headingRef.current?.focus();
      return true;
    } catch (failure) {
      setErrors({
        id: photo.id,
        message: formErrorsOf(failure, t('errors.generic')).form ?? t('errors.generic'),
      });
      if (action === 'delete') changed();
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="surface profile-card profile-photos" aria-labelledby={`${id}-title`}>
      <div className="split-row">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="profile-card__title">
          {t('photos.title')}
        </h2>
        {photos.data ? (
          <p className="profile-photos__count" data-testid="photo-count">
            {t('photos.count', { n: list.length, max: limit })}
          </p>
        ) : null}
      </div>
      {photos.isPending ? <SkeletonRows label={t('loading')} count={1} height="9rem" /> : null}
      {photos.isError ? (
        <ProfileRetryAlert message={t('errors.photos')} onRetry={() => void photos.refetch()} />
      ) : null}
      {photos.data && list.length === 0 ? <p className="profile-item__empty">{t('photos.empty')}</p> : null}
      {list.length > 0 ? (
        <ul className="column-grid photo-grid">
          {list.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              position={index + 1}
              busy={busy?.id === photo.id ? busy.action : null}
              locked={busy !== null && busy.id !== photo.id}
              error={errors?.id === photo.id ? errors.message : null}
              onMakeMain={() => void run(photo, 'main')}
              onDelete={() => run(photo, 'delete')}
            />
          ))}
        </ul>
      ) : null}
      {photos.data && atLimit ? (
        <Alert tone={limitMessage ? 'danger' : 'info'} className="profile-photos__limit">
          <span>
            {limitMessage ??
              (env.paidUser
                ? t('photos.limitPremium', { max: limit })
                : t('photos.limitFree', { max: limit }))}
          </span>
          {env.paidUser ? null : (
            <Link to="/premium">{t('photos.getPremium', { max: PREMIUM_PHOTO_LIMIT })}</Link>
          )}
        </Alert>
      ) : null}
      {photos.data && !atLimit ? (
        <PhotoUpload
          onUploaded={() => {
            setLimitMessage(null);
            changed();
          }}
          onLimitReached={(message) => {
            setLimitMessage(message);
            changed();
          }}
        />
      ) : null}
      {photos.data && !atLimit && !env.paidUser ? (
        <p className="field__hint">
          {t('photos.premiumHint', { max: PREMIUM_PHOTO_LIMIT })}{' '}
          <Link to="/premium">{t('photos.premiumLink')}</Link>
        </p>
      ) : null}
    </section>
  );
}
