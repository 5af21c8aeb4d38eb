import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageDialog } from '../../../components/ui/message-dialog';
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
  const profile = answer?.profile ?? null;
  const name = profile?.name ?? '';
  const likesYou = answer?.reason !== 'suggested';
  const open = (action: LikeModalAction) => profile && onOpenProfile(profile.id, action);
  return (
    <MessageDialog
      id="like-modal"
      open={profile !== null}
      onClose={onClose}
      closeLabel={t('prompt.close')}
      visual={
        <button
          type="button"
          className="like-modal__photo"
          aria-label={t('likeModal.openProfile', { name })}
          onClick={() => open('image pressed')}
        >
          {profile?.main_image?.match ? (
            <img src={profile.main_image.match} alt="" width={250} height={250} />
          ) : (
            <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
          )}
          <span className="like-modal__heart" aria-hidden="true">
            ♥
          </span>
        </button>
      }
      title={likesYou ? t('likeModal.likesYou', { name }) : t('likeModal.suggested', { name })}
      text={likesYou ? t('likeModal.likesYouText') : t('likeModal.suggestedText', { name })}
    >
      <Button variant="primary" block data-autofocus onClick={() => open('button pressed')}>
        {t('likeModal.viewProfile')}
      </Button>
    </MessageDialog>
  );
}
