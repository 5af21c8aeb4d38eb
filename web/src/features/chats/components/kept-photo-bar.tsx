import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../components/ui/close-button';
import type { ChosenPhoto } from './photo-confirm';

export interface KeptPhotoBarProps {
  /** the photo refused earlier (no credits…), or left on its way, kept for this chat */
  photo: ChosenPhoto;
  name: string;
  /** what a photo costs (the site's photo_credits); 0 when not known */
  credits: number;
  onSend: () => void;
  onRemove: () => void;
}

/**
 * Above the message field: a photo the server refused, back after the member bought credits (or one whose
 * page was left before the server answered, back with the member), ready to send with one tap (its price was shown when it was chosen, and is said again here) or to remove.
 */
export function KeptPhotoBar({ photo, name, credits, onSend, onRemove }: KeptPhotoBarProps) {
  const { t } = useTranslation('chats');
  const label = t('keptPhoto.label', { name });
  return (
    <div className="chat-kept-photo" role="group" aria-label={label}>
      {photo.url ? (
        <img className="chat-kept-photo__image" src={photo.url} alt={t('photoConfirm.preview')} />
      ) : null}
      <p className="chat-kept-photo__text">
        {label}
        {credits > 0 ? ` ${t('photoConfirm.costs', { count: credits })}` : ''}
      </p>
      <button type="button" className="btn btn--primary btn--sm" onClick={onSend}>
        {t('photoConfirm.confirm')}
      </button>
      <CloseButton className="round-button" aria-label={t('keptPhoto.remove')} onClick={onRemove} />
    </div>
  );
}
