import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './modal.css';

export interface ModalProps {
  id?: string;
  open: boolean;
  /** Called on Escape and by the close button. Without it the dialog cannot be dismissed that way. */
  onClose?: () => void;
  /** id of the element that names the dialog */
  labelledBy: string;
  describedBy?: string;
  /** Accessible name of the × button; the button shows only with `onClose` and this label. */
  closeLabel?: string;
  closeOnBackdrop?: boolean;
  /** Whether Escape calls `onClose` (default true); the × button still does. */
  closeOnEscape?: boolean;
  className?: string;
  children: ReactNode;
}

/** Focus goes to the element marked `data-autofocus`, else to Radix's first focusable one. */
function focusMarkedElement(event: Event) {
  const marked = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
  if (!marked) return;
  event.preventDefault();
  marked.focus();
}

/**
 * The modal dialog of the app, on Radix Dialog: role=dialog with aria-modal, named by `labelledBy`, focus
 * trapped inside and returned on close, the page behind hidden from assistive technology and not scrolled.
 */
export function Modal({
  id,
  open,
  onClose,
  labelledBy,
  describedBy,
  closeLabel,
  closeOnBackdrop = false,
  closeOnEscape = true,
  className,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next ? onClose?.() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__backdrop">
          <Dialog.Content
            id={id}
            className={['modal', className].filter(Boolean).join(' ')}
            aria-modal="true"
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            onOpenAutoFocus={focusMarkedElement}
            onEscapeKeyDown={(event) => {
              if (!onClose || !closeOnEscape) event.preventDefault();
            }}
            onPointerDownOutside={(event) => {
              if (!onClose || !closeOnBackdrop) event.preventDefault();
            }}
            onInteractOutside={(event) => {
              if (!onClose || !closeOnBackdrop) event.preventDefault();
            }}
          >
            {/* Radix wants a Dialog.Title; the visible heading names the dialog through labelledBy. */}
            <Dialog.Title hidden />
            {onClose && closeLabel ? (
              <Dialog.Close className="round-button modal__close" aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            ) : null}
            {children}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
