import { useId, type ReactNode } from 'react';
import { Modal } from './modal';
import './message-dialog.css';

export interface MessageDialogProps {
  id: string;
  className?: string;
  open: boolean;
  onClose: () => void;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** A picture above the title (photos, an icon); hidden from assistive technology by the caller. */
  visual?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  /** The buttons and links, stacked full width. */
  children: ReactNode;
}

/**
 * A dialog that tells one thing and offers a few ways on: a picture, a title that names the dialog, a
 * text that describes it, and the actions. A click outside or Escape closes it.
 */
export function MessageDialog({
  id,
  className,
  open,
  onClose,
  closeLabel,
  visual,
  title,
  text,
  children,
}: MessageDialogProps) {
  const uid = useId();
  return (
    <Modal
      id={id}
      className={className}
      open={open}
      onClose={onClose}
      closeOnBackdrop
      labelledBy={`${uid}-title`}
      describedBy={`${uid}-text`}
      closeLabel={closeLabel}
    >
      {open ? (
        <div className="message-dialog">
          {visual}
          <h2 id={`${uid}-title`} className="message-dialog__title">
            {title}
          </h2>
          <p id={`${uid}-text`}>{text}</p>
          <div className="message-dialog__actions">{children}</div>
        </div>
      ) : null}
    </Modal>
  );
}
