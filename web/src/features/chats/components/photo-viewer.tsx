import { type CSSProperties, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import './photo-viewer.css';

/**
 * A chat photo at full size over the chat, as messaging apps show one: the app stays where it is (a new
 * tab with the bare image is a dead end on a phone). Escape, the × or a tap beside the photo close it, and
 * the focus goes back to the photo in the chat.
 */
export function PhotoViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation('chats');
  const titleId = useId();
  // the photo's width over its height once loaded
  const [state, setState] = useState<'loading' | 'failed' | { ratio: number }>('loading');
  const ratio = typeof state === 'object' ? state.ratio : null;
  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      closeLabel={t('viewer.close')}
      closeOnBackdrop
      className="photo-viewer"
      backdropClassName="photo-viewer__backdrop"
    >
      <h2 id={titleId} className="visually-hidden">
        {t('message.photoAlt')}
      </h2>
      {state === 'loading' ? <Spinner label={t('viewer.loading')} /> : null}
      {state === 'failed' ? (
        <p className="photo-viewer__failed" role="alert">
          {t('viewer.failed')}
        </p>
      ) : (
        <img
          className="photo-viewer__image"
          src={url}
          alt={t('message.photoAlt')}
          hidden={ratio === null}
          // its ratio sizes it to fill the screen, a small photo too
          style={ratio === null ? undefined : ({ '--photo-ratio': ratio } as CSSProperties)}
          onLoad={({ currentTarget: image }) =>
            setState({ ratio: image.naturalWidth / image.naturalHeight || 1 })
          }
          onError={() => setState('failed')}
        />
      )}
    </Modal>
  );
}
