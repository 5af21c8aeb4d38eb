import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export interface PhotoConfirmProps {
  /** the photo chosen, until it is sent or put back */
  photo: ChosenPhoto | null;
  name: string;
  /** what a photo costs (the site's photo_credits); 0 when not known */
  credits: number;
  onSend: (photo: File) => void;
  onCancel: () => void;
}

/** A photo chosen from the member's device, with an address to show it from until it is sent or put back. */
export interface ChosenPhoto {
  file: File;
  /** an object URL (null where the browser makes none) */
  url: string | null;
}

/** Makes the address of a chosen photo (in the event that chose it); `forgetChosenPhoto` frees it. */
export function choosePhoto(file: File): ChosenPhoto {
  return { file, url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null };
}

export function forgetChosenPhoto(photo: ChosenPhoto | null): void {
  if (photo?.url) URL.revokeObjectURL(photo.url);
}

/**
 * A photo is shown before it goes: it costs credits and, once sent, cannot be taken back (the wrong
 * picture from a phone's gallery is one tap away).
 */
export function PhotoConfirm({ photo, name, credits, onSend, onCancel }: PhotoConfirmProps) {
  const { t } = useTranslation('chats');
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
        if (photo) onSend(photo.file);
      }}
      onCancel={onCancel}
    >
      {photo?.url ? (
        <img className="chat-photo-confirm__image" src={photo.url} alt={t('photoConfirm.preview')} />
      ) : null}
    </ConfirmDialog>
  );
}
