import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import type { ChatMessage } from '../api/types';
import { formatClock, formatFullTime } from '../lib/chat-time';
import { isLargeEmoji } from '../lib/large-emoji';
import { ChatPhoto } from './chat-photo';

/** A message still on its way (or refused): shown at once, before the server's copy. */
export interface PendingMessage {
  clientId: string;
  kind: ChatMessage['kind'];
  text: string;
  /** a local preview of a photo */
  photoUrl: string | null;
  giftName: string | null;
  giftImage: string | null;
  at: string;
  state: 'sending' | 'failed';
}

function StatusMark({ status }: { status: ChatMessage['status'] | 'sending' }) {
  const { t } = useTranslation('chats');
  const marks = { sent: '✓', delivered: '✓✓', read: '✓✓' } as const;
  return (
    <span className={`chat-message__status chat-message__status--${status}`} data-status={status}>
      {status === 'sending' ? (
        <Icon name="clock" size={12} />
      ) : (
        <span aria-hidden="true">{marks[status]}</span>
      )}
      <span className="visually-hidden">{t(`status.${status}`)}</span>
    </span>
  );
}

function Content({
  kind,
  text,
  photo,
  photoBlurred = false,
  giftName,
  giftImage,
}: {
  kind: ChatMessage['kind'];
  text: string;
  /** the thumbnail shown, the photo it links to, and its viewer's key (see ChatPhoto) */
  photo: { thumbUrl: string; url: string; viewerKey: string } | null;
  /** shown blurred until tapped (the server's `photo.blurred`) */
  photoBlurred?: boolean;
  giftName: string | null | undefined;
  giftImage: string | null | undefined;
}) {
  const { t } = useTranslation('chats');
  if (kind === 'photo') {
    return (
      <>
        {photo ? (
          <ChatPhoto
            thumbUrl={photo.thumbUrl}
            url={photo.url}
            blurred={photoBlurred}
            viewerKey={photo.viewerKey}
          />
        ) : (
          <span className="chat-message__placeholder">{t('preview.photo')}</span>
        )}
        {text ? <p className="chat-message__text">{text}</p> : null}
      </>
    );
  }
  if (kind === 'gift') {
    return (
      <span className="chat-message__gift">
        {giftImage ? <img src={giftImage} alt="" /> : null}
        <span>{t('message.gift', { name: giftName ?? text })}</span>
      </span>
    );
  }
  // one to three emoji alone are shown large, as messaging apps do
  return (
    <p className={isLargeEmoji(text) ? 'chat-message__text chat-message__text--emoji' : 'chat-message__text'}>
      {text}
    </p>
  );
}

export function MessageBubble({ message }: { message: ChatMessage }) {
  const { i18n } = useTranslation('chats');
  return (
    <li
      className={`chat-message ${message.mine ? 'chat-message--mine' : 'chat-message--theirs'} chat-message--${message.kind}`}
      data-message-id={message.id}
    >
      <div className="chat-message__bubble">
        <Content
          kind={message.kind}
          text={message.text}
          photo={
            message.photo
              ? {
                  thumbUrl: message.photo.thumb_url,
                  url: message.photo.url,
                  viewerKey: message.client_id ?? `id-${message.id}`,
                }
              : null
          }
          photoBlurred={message.photo?.blurred ?? false}
          giftName={message.gift?.name}
          giftImage={message.gift?.image}
        />
        <span className="chat-message__meta">
          <time dateTime={message.at} title={formatFullTime(message.at, i18n.language)}>
            {formatClock(message.at, i18n.language)}
          </time>
          {message.mine ? <StatusMark status={message.status} /> : null}
        </span>
      </div>
    </li>
  );
}

export function PendingBubble({
  message,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('chats');
  const failed = message.state === 'failed';
  return (
    <li
      className={`chat-message chat-message--mine chat-message--${message.kind} chat-message--${message.state}`}
      data-pending={message.state}
    >
      <div className="chat-message__bubble">
        <Content
          kind={message.kind}
          text={message.text}
          photo={
            message.photoUrl
              ? { thumbUrl: message.photoUrl, url: message.photoUrl, viewerKey: message.clientId }
              : null
          }
          giftName={message.giftName}
          giftImage={message.giftImage}
        />
        <span className="chat-message__meta">
          {failed ? (
            <span className="chat-message__failed">{t('status.failed')}</span>
          ) : (
            <StatusMark status="sending" />
          )}
        </span>
      </div>
      {failed ? (
        <div className="chat-message__actions">
          <button type="button" className="btn btn--link btn--sm" onClick={onRetry}>
            {t('message.retry')}
          </button>
          <button type="button" className="btn btn--link btn--sm" onClick={onDiscard}>
            {t('message.discard')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
