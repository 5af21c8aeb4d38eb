import { useId, useRef, type ReactNode } from 'react';
import './dismissible-alert.css';
import { CloseButton } from './close-button';

export interface DismissibleAlertProps {
  /** `alert--<variant>` (forms.css) */
  variant: 'warning' | 'info';
  /** The drawn icon (an inline svg), decorative */
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  /** The call to action (a Button, or a Link styled as one); it gets the `dismissible-alert__action` place. */
  action: ReactNode;
  /** The label of the × button */
  dismissLabel: string;
  onDismiss: () => void;
  testId?: string;
}

/**
 * A warning banner of the default layout with one call to action and a × that dismisses it (SPEC §2:
 * the photo warning, the push alert). The caller decides when it shows and stores the dismissal.
 */
export function DismissibleAlert({
  variant,
  icon,
  title,
  text,
  action,
  dismissLabel,
  onDismiss,
  testId,
}: DismissibleAlertProps) {
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // The banner goes, and the focus on its × with it: it goes on to the page's content (the layout's
  // <main id="main">, which follows the banners) rather than back to the top of the page.
  const dismiss = () => {
    const hadFocus = sectionRef.current?.contains(document.activeElement) ?? false;
    onDismiss();
    if (hadFocus) document.getElementById('main')?.focus();
  };
  return (
    <section
      ref={sectionRef}
      className="dismissible-alert"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <div className={`alert alert--${variant} dismissible-alert__box`}>
        <span className="dismissible-alert__icon">{icon}</span>
        <div className="dismissible-alert__text">
          <strong id={`${id}-title`}>{title}</strong>
          <span>{text}</span>
        </div>
        {action}
        <CloseButton className="dismissible-alert__close" aria-label={dismissLabel} onClick={dismiss} />
      </div>
    </section>
  );
}
