import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A photo in a chat: its square thumbnail in a frame of the thumbnail's size, kept before the image
 * loads (the log does not jump, and a blurred photo's button can be tapped at once), linked to the full
 * photo. One the server marks `blurred` (from the other member, its safety score above the site's
 * threshold or not known yet) arrives blurred behind a button; a tap reveals it, for this view.
 */
export function ChatPhoto({ thumbUrl, url, blurred }: { thumbUrl: string; url: string; blurred: boolean }) {
  const { t } = useTranslation('chats');
  const [revealed, setRevealed] = useState(false);
  if (blurred && !revealed) {
    return (
      <button
        type="button"
        className="chat-message__photo chat-message__photo--blurred"
        onClick={() => setRevealed(true)}
        aria-label={t('message.reveal')}
        title={t('message.blurredHint')}
      >
        <img src={thumbUrl} alt="" loading="lazy" draggable={false} />
        <span className="chat-message__reveal">{t('message.blurredHint')}</span>
      </button>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className="chat-message__photo">
      <img src={thumbUrl} alt={t('message.photoAlt')} loading="lazy" />
    </a>
  );
}
