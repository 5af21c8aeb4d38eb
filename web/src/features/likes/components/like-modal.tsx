import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { AutoLikeResponse } from '../api/auto-like';
import type { LikeModalAction } from '../lib/like-modal-delay';
import './likes.css';

export interface LikeModalProps {
  /** The auto-like answer with a profile; null while closed. */
  answer: AutoLikeResponse | null;
  onOpenProfile: (profileId: number, action: LikeModalAction) => void;
  onClose: () => void;
}

/** The like modal (SPEC §2): the new-like animation with the photo, and a button to the profile. */
export function LikeModal({ answer, onOpenProfile, onClose }: LikeModalProps) {
  const { t } = useTranslation('member');
  const id = useId();
  const profile = answer?.profile ?? null;
  const likesYou = answer?.reason !== 'suggested';
  return (
    <Modal
      id="like-modal"
      className="like-modal"
      open={profile !== null}
      onClose={onClose}
      closeOnBackdrop
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      closeLabel={t('prompt.close')}
    >
      {profile ? (
        <div className="like-modal__body">
          <button
            type="button"
            className="like-modal__photo"
            aria-label={t('likeModal.openProfile', { name: profile.name })}
            onClick={() => onOpenProfile(profile.id, 'image pressed')}
          >
            {profile.main_image?.match ? (
              <img src={profile.main_image.match} alt="" width={250} height={250} />
            ) : (
              <span aria-hidden="true">{profile.name.slice(0, 1).toUpperCase()}</span>
            )}
            <span className="like-modal__heart" aria-hidden="true">
              ♥
            </span>
          </button>
          <h2 id={`${id}-title`} className="match-dialog__title">
            {likesYou
              ? t('likeModal.likesYou', { name: profile.name })
              : t('likeModal.suggested', { name: profile.name })}
          </h2>
          <p id={`${id}-text`}>
            {likesYou ? t('likeModal.likesYouText') : t('likeModal.suggestedText', { name: profile.name })}
          </p>
          <Button
            variant="primary"
            block
            data-autofocus
            onClick={() => onOpenProfile(profile.id, 'button pressed')}
          >
            {t('likeModal.viewProfile')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
