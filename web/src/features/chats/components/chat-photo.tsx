import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A photo in a chat. One the server marks `blurred` (from the other member, its safety score above the
 * site's threshold or not known yet) arrives blurred behind a button; a tap reveals it, for this view.
 */
export function ChatPhoto({ url, blurred }: { url: string; blurred: boolean }) {
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
        <img src={url} alt="" loading="lazy" draggable={false} />
        <span className="chat-message__reveal">{t('message.blurredHint')}</span>
      </button>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className="chat-message__photo">
      <img src={url} alt={t('message.photoAlt')} loading="lazy" />
    </a>
  );
}
