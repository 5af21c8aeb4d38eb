import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { FormError } from './field';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  id?: string;
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  /** shown between the text and the buttons (a photo about to be deleted) */
  children?: ReactNode;
  /** the failure of the last attempt */
  error?: string | null;
  pending: boolean;
  confirmLabel: ReactNode;
  pendingLabel?: ReactNode;
  cancelLabel: string;
  /**
   * the name of the × button, "Close" by default: not the cancel label, or two buttons of the dialog
   * would share one name (a screen reader's list of buttons, voice control)
   */
  closeLabel?: string;
  /** a destructive action is red */
  tone?: 'danger' | 'primary';
  /** which button takes the focus when it opens: Cancel for what cannot be undone */
  initialFocus?: 'cancel' | 'confirm';
  className?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?": a title, what will happen, Cancel and the action; cannot be dismissed while it runs. */
export function ConfirmDialog({
  id,
  open,
  title,
  text,
  children,
  error = null,
  pending,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  closeLabel,
  tone = 'danger',
  initialFocus = 'cancel',
  className,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Modal
      id={id}
      open={open}
      onClose={pending ? undefined : onCancel}
      labelledBy={titleId}
      describedBy={textId}
      closeLabel={closeLabel ?? t('dialog.close')}
      className={className}
    >
      <div className="confirm-dialog">
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        {children}
        <p id={textId} className="confirm-dialog__text">
          {text}
        </p>
        <FormError message={error} />
        <div className="form-actions form-actions--end">
          <Button
            variant="ghost"
            disabled={pending}
            onClick={onCancel}
            data-autofocus={initialFocus === 'cancel' ? '' : undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            pending={pending}
            pendingLabel={pendingLabel}
            onClick={onConfirm}
            data-autofocus={initialFocus === 'confirm' ? '' : undefined}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
