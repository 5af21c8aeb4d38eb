import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DismissibleAlert } from '../../../components/ui/dismissible-alert';
import { local } from '../../../lib/storage';
import { dismissPushAlert, isPushAlertDismissed, shouldShowPushAlert } from '../lib/push-alert';
import { usePush } from '../use-push';

export interface PushAlertProps {
  /** null for a visitor, undefined while loading */
  loggedIn: boolean | undefined;
  routeName: string | null | undefined;
  /** Waits while another nudge shows (on a phone the banners show one at a time). */
  held?: boolean;
}

/**
 * SPEC §2: a dismissible alert with an enable button where push is possible (a capable browser without a
 * subscription, notifications not refused), except on signup, notifications, activate-done, directdebit
 * and premium. The dismissal is stored in localStorage.
 */
export function PushAlert({ loggedIn, routeName, held = false }: PushAlertProps) {
  const { state, enable } = usePush();
  const [dismissed, setDismissed] = useState(() => isPushAlertDismissed(local));
  if (held || !shouldShowPushAlert({ loggedIn, routeName, state, dismissed })) return null;
  const dismiss = () => {
    dismissPushAlert(local);
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <PushAlertBanner onEnable={enable} onDismiss={dismiss} />
    </Suspense>
  );
}

function PushAlertBanner({
  onEnable,
  onDismiss,
}: {
  onEnable: () => Promise<unknown>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('push');
  const [busy, setBusy] = useState(false);
  const enable = async () => {
    setBusy(true);
    try {
      await onEnable();
    } finally {
      setBusy(false);
    }
  };
  return (
    <DismissibleAlert
      variant="info"
      testId="push-alert"
      icon={
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
      }
      title={t('alert.title')}
      text={t('alert.text')}
      action={
        <Button size="sm" className="dismissible-alert__action" pending={busy} onClick={() => void enable()}>
          {t('alert.enable')}
        </Button>
      }
      dismissLabel={t('alert.dismiss')}
      onDismiss={onDismiss}
    />
  );
}
