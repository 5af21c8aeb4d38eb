import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useRef } from 'react';
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
  /** A class for the backdrop besides its own (a photo viewer darkens it). */
  backdropClassName?: string;
  /**
   * Where the focus goes on closing when it cannot go back where it was: that element is gone, or the
   * dialog opened with the page (a chat's `?gift`), when the page itself had it.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
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
 * Radix gives the focus back only to a Dialog.Trigger, which the app's dialogs (opened by code) have not:
 * on closing, the focus goes back to where it was when the dialog opened, unless that element is gone or
 * the closing already put the focus somewhere (a chosen line into the message field); when it is gone or
 * was the page itself, to `returnFocusTo` if given.
 */
function returnFocus(event: Event, opener: HTMLElement | null, fallback: HTMLElement | null) {
  event.preventDefault();
  const active = document.activeElement;
  if (active && active !== document.body) return;
  if (opener?.isConnected && opener !== document.body) opener.focus();
  else fallback?.focus();
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
  backdropClassName,
  returnFocusTo,
  children,
}: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next ? onClose?.() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className={['modal__backdrop', backdropClassName].filter(Boolean).join(' ')}>
          <Dialog.Content
            id={id}
            className={['modal', className].filter(Boolean).join(' ')}
            aria-modal="true"
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            onOpenAutoFocus={(event) => {
              // still where it was: Radix moves it after this
              opener.current = document.activeElement as HTMLElement | null;
              focusMarkedElement(event);
            }}
            onCloseAutoFocus={(event) => returnFocus(event, opener.current, returnFocusTo?.current ?? null)}
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
