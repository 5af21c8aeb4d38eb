import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { OwnPhoto } from '../api/photos';

export interface PhotoCardProps {
  photo: OwnPhoto;
  /** Its place in the list, for the image's text ("Photo 2"). */
  position: number;
  busy: 'main' | 'delete' | null;
  /** Another photo is being changed: this one's buttons wait. */
  locked: boolean;
  error: string | null;
  onMakeMain: () => void;
  onDelete: () => Promise<boolean>;
}

const KNOWN_STATUSES = ['pending', 'approved', 'rejected'];

/** One photo: the image, its review status, main photo or "Make main photo", and delete (confirmed). */
export function PhotoCard({ photo, position, busy, locked, error, onMakeMain, onDelete }: PhotoCardProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const status = KNOWN_STATUSES.includes(photo.status) ? photo.status : 'pending';
  const hidden = photo.visibility === 'hidden_until_premium';
  // Unreviewed but already shown (post-moderation): "Awaiting review" would say others cannot see it.
  const shownUnreviewed = status === 'pending' && photo.visibility === 'visible';
  const label = hidden
    ? t('photos.visibility.hidden_until_premium')
    : shownUnreviewed
      ? t('photos.visibility.visible')
      : t(`photos.status.${status}`);
  const tone = hidden ? 'hidden' : shownUnreviewed ? 'approved' : status;
  const name = t('photos.photoName', { position });

  const confirmDelete = async () => {
    const deleted = await onDelete();
    if (deleted) setConfirming(false);
  };

  return (
    <li
      className={['photo-card', photo.main ? 'photo-card--main' : null].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-name`}
      data-photo-id={photo.id}
    >
      <div className="photo-card__frame">
        <img className="photo-card__image" src={photo.thumb_url} alt={name} loading="lazy" />
        {photo.main ? <span className="badge badge--accent photo-badge">{t('photos.main')}</span> : null}
      </div>
      <p className={`photo-card__status photo-card__status--${tone}`}>{label}</p>
      <span id={`${id}-name`} className="visually-hidden">
        {photo.main ? `${name}, ${t('photos.main')}` : name}
      </span>
      {status === 'rejected' ? <p className="photo-card__note">{t('photos.rejectedNote')}</p> : null}
      {status === 'rejected' && photo.reject_reason ? (
        <p className="photo-card__note photo-card__reason">
          {t('photos.rejectedReason', { reason: photo.reject_reason })}
        </p>
      ) : null}
      {hidden && status !== 'rejected' ? <p className="photo-card__note">{t('photos.hiddenNote')}</p> : null}
      {error && !confirming ? <p className="field__error">{error}</p> : null}
      <div className="photo-card__actions">
        {/* A rejected photo cannot be the main one (the server refuses it): nothing to offer. */}
        {photo.main || status === 'rejected' ? null : (
          <SubmitButton
            type="button"
            variant="ghost"
            size="sm"
            pending={busy === 'main'}
            disabled={locked}
            aria-describedby={`${id}-name`}
            onClick={onMakeMain}
          >
            {t('photos.makeMain')}
          </SubmitButton>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--sm photo-card__delete"
          disabled={locked || busy !== null}
          aria-describedby={`${id}-name`}
          onClick={() => setConfirming(true)}
        >
          {t('photos.delete')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('photos.confirmTitle')}
        text={photo.main ? t('photos.confirmTextMain') : t('photos.confirmText')}
        error={confirming ? error : null}
        pending={busy === 'delete'}
        confirmLabel={t('photos.confirmDelete')}
        pendingLabel={t('photos.deleting')}
        cancelLabel={t('cancel')}
        className="photo-confirm"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <img className="photo-confirm__image" src={photo.thumb_url} alt="" />
      </ConfirmDialog>
    </li>
  );
}
