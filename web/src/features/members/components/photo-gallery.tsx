import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '../api/get-member';
import { initialPhotoIndex, isUnlocked, stepPhoto } from '../lib/gallery';
import { MemberIcon } from './icons';
import './member-gallery.css';

export interface PhotoGalleryProps {
  member: Pick<MemberProfile, 'name' | 'photos' | 'photo_count'>;
  /** A click on a locked photo (the page shows the login or premium message). */
  onLockedPhoto: () => void;
  /** Offers "Report this photo" on the photo shown large (logged-in members). */
  onReportPhoto?: (photoId: number) => void;
}

const NAV_KEYS = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'];

/** The arrow on the large photo to the previous or the next one. */
function StepButton({
  direction,
  label,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`round-button member-gallery__step member-gallery__step--${direction}`}
      aria-label={label}
      onClick={onClick}
    >
      <MemberIcon name={direction} />
    </button>
  );
}

/**
 * The member's photos: the main photo large, thumbnails below. A thumbnail shows its photo large; a locked
 * one (no URL exists on the client) calls `onLockedPhoto`. Arrow keys move between the thumbnails.
 */
export function PhotoGallery({ member, onLockedPhoto, onReportPhoto }: PhotoGalleryProps) {
  const { t } = useTranslation('member');
  const { name, photos } = member;
  const [selected, setSelected] = useState(() => initialPhotoIndex(photos));
  const index = selected < photos.length ? selected : initialPhotoIndex(photos);
  const current = photos[index];
  const total = photos.length;
  const previous = stepPhoto(photos, index, -1);
  const next = stepPhoto(photos, index, 1);

  const onThumbKeys = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!NAV_KEYS.includes(event.key)) return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
    const at = buttons.findIndex((button) => button === document.activeElement);
    if (at === -1) return;
    event.preventDefault();
    const last = buttons.length - 1;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight' || event.key === 'ArrowDown'
            ? (at + 1) % buttons.length
            : (at - 1 + buttons.length) % buttons.length;
    buttons[target]?.focus();
  };

  return (
    <section className="member-gallery" aria-label={t('photos.title', { name })}>
      <div className="member-gallery__stage">
        {isUnlocked(current) ? (
          <img
            key={current.id}
            className="member-gallery__image"
            src={current.url}
            alt={t('photos.photo', { number: index + 1, total, name })}
          />
        ) : current ? (
          <button type="button" className="member-gallery__locked-stage" onClick={onLockedPhoto}>
            <MemberIcon name="lock" size={40} />
            <span>{t('photos.lockedLarge')}</span>
            <span className="btn btn--light btn--sm">{t('photos.unlock')}</span>
          </button>
        ) : (
          <div className="member-gallery__empty">
            <span className="member-gallery__initial" aria-hidden="true">
              {name.slice(0, 1).toUpperCase()}
            </span>
            <p>{t('photos.none', { name })}</p>
          </div>
        )}
        {previous !== null ? (
          <StepButton
            direction="previous"
            label={t('photos.previous')}
            onClick={() => setSelected(previous)}
          />
        ) : null}
        {next !== null ? (
          <StepButton direction="next" label={t('photos.next')} onClick={() => setSelected(next)} />
        ) : null}
        {member.photo_count > 0 ? (
          <p className="member-gallery__count" data-photo-count={member.photo_count}>
            {t('photos.count', { count: member.photo_count })}
          </p>
        ) : null}
        {onReportPhoto && isUnlocked(current) ? (
          <button
            type="button"
            className="round-button member-gallery__report"
            aria-label={t('photos.report')}
            title={t('photos.report')}
            onClick={() => onReportPhoto(current.id)}
          >
            <MemberIcon name="flag" size={18} />
          </button>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="tile-grid member-gallery__thumbs" onKeyDown={onThumbKeys}>
          {photos.map((photo, position) => (
            <li key={photo.id}>
              {photo.locked ? (
                <button
                  type="button"
                  className="member-gallery__thumb member-gallery__thumb--locked"
                  aria-label={t('photos.locked', { number: position + 1, total })}
                  aria-haspopup="dialog"
                  data-locked=""
                  onClick={onLockedPhoto}
                >
                  <MemberIcon name="lock" size={22} />
                </button>
              ) : (
                <button
                  type="button"
                  className="member-gallery__thumb"
                  aria-label={t('photos.show', { number: position + 1, total })}
                  aria-pressed={position === index}
                  onClick={() => setSelected(position)}
                >
                  <img src={photo.thumb_url} alt="" loading="lazy" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
