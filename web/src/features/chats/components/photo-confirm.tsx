import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export interface PhotoConfirmProps {
  /** the photo chosen, until it is sent or put back */
  photo: File | null;
  name: string;
  /** what a photo costs (the site's photo_credits); 0 when not known */
  credits: number;
  onSend: (photo: File) => void;
  onCancel: () => void;
}

/** The chosen photo as it will go, shown from the member's own device until the dialog closes. */
function usePreviewUrl(photo: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo || typeof URL.createObjectURL !== 'function') return;
    const created = URL.createObjectURL(photo);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [photo]);
  return url;
}

/**
 * A photo is shown before it goes: it costs credits and, once sent, cannot be taken back (the wrong
 * picture from a phone's gallery is one tap away).
 */
export function PhotoConfirm({ photo, name, credits, onSend, onCancel }: PhotoConfirmProps) {
  const { t } = useTranslation('chats');
  const url = usePreviewUrl(photo);
  const final = t('photoConfirm.final');
  return (
    <ConfirmDialog
      id="chat-photo-confirm"
      open={photo !== null}
      title={t('photoConfirm.title', { name })}
      text={credits > 0 ? `${t('photoConfirm.costs', { count: credits })} ${final}` : final}
      pending={false}
      confirmLabel={t('photoConfirm.confirm')}
      cancelLabel={t('remove.cancel')}
      tone="primary"
      initialFocus="confirm"
      className="chat-photo-confirm"
      onConfirm={() => {
        if (photo) onSend(photo);
      }}
      onCancel={onCancel}
    >
      {url ? <img className="chat-photo-confirm__image" src={url} alt={t('photoConfirm.preview')} /> : null}
    </ConfirmDialog>
  );
}
