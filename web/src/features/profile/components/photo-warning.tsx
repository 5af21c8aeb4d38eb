import { Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DismissibleAlert } from '../../../components/ui/dismissible-alert';
import { local } from '../../../lib/storage';
import {
  dismissPhotoWarning,
  isPhotoWarningDismissed,
  shouldShowPhotoWarning,
  type PhotoWarningUser,
} from '../lib/photo-warning';
import './photo-warning.css';

export interface PhotoWarningProps {
  /** null for a visitor, undefined while loading */
  user: PhotoWarningUser | null | undefined;
  routeName: string | null | undefined;
  /** Told whether the warning shows, before the browser paints (the banners show one nudge at a time on a phone). */
  onShownChange?: (shown: boolean) => void;
}

/**
 * SPEC §2 ("enrich"): a dismissible warning asking a member without a main photo to add one, linking to
 * /profile; not on profile, signup, activate-done, premium, notifications, directdebit or settings. The
 * dismissal is stored in localStorage.
 */
export function PhotoWarning({ user, routeName, onShownChange }: PhotoWarningProps) {
  const [dismissed, setDismissed] = useState(() => isPhotoWarningDismissed(local));
  const shown = shouldShowPhotoWarning({ user, routeName, dismissed });
  useLayoutEffect(() => onShownChange?.(shown), [shown, onShownChange]);
  if (!shown) return null;
  const dismiss = () => {
    dismissPhotoWarning(local);
    setDismissed(true);
  };
  // the profile texts load on demand: nothing shows until they are there
  return (
    <Suspense fallback={null}>
      <PhotoWarningBanner onDismiss={dismiss} />
    </Suspense>
  );
}

function PhotoWarningBanner({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <DismissibleAlert
      variant="warning"
      testId="photo-warning"
      icon={
        <svg
          className="photo-warning__icon"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
          />
        </svg>
      }
      title={t('warning.title')}
      text={t('warning.text')}
      action={
        <Link className="btn btn--primary btn--sm dismissible-alert__action" to="/profile">
          {t('warning.link')}
        </Link>
      }
      dismissLabel={t('warning.dismiss')}
      onDismiss={onDismiss}
    />
  );
}
