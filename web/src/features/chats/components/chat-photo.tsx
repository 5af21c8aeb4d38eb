import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlainClick } from '../../../lib/plain-click';
import { useHistoryOverlay } from '../../../lib/use-history-overlay';
import { PhotoViewer } from './photo-viewer';

/**
 * A photo in a chat: its square thumbnail in a frame of the thumbnail's size, kept before the image
 * loads (the log does not jump, and a blurred photo's button can be tapped at once), linked to the full
 * photo. A plain click or tap opens it in the app's viewer, which the back gesture closes too; a click
 * with a modifier key or the middle button opens the link as a link does. One the server marks `blurred`
 * (from the other member, its safety score above the site's threshold or not known yet) arrives blurred
 * behind a button; a tap reveals it, for this view.
 */
export function ChatPhoto({
  thumbUrl,
  url,
  blurred,
  viewerKey,
}: {
  thumbUrl: string;
  url: string;
  blurred: boolean;
  /** the message's, the same for a photo being sent and the one stored (its client id) */
  viewerKey: string;
}) {
  const { t } = useTranslation('chats');
  const [revealed, setRevealed] = useState(false);
  const viewer = useHistoryOverlay(`chat-photo:${viewerKey}`);
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
  const view = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    viewer.show();
  };
  return (
    <>
      <a href={url} target="_blank" rel="noreferrer" className="chat-message__photo" onClick={view}>
        <img src={thumbUrl} alt={t('message.photoAlt')} loading="lazy" />
      </a>
      {viewer.open ? <PhotoViewer url={url} onClose={viewer.close} /> : null}
    </>
  );
}
