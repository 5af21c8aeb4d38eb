import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { DismissibleAlert } from '../../../components/ui/dismissible-alert';
import { local } from '../../../lib/storage';
import { useAction } from '../../../lib/use-action';
import {
  readDismissal,
  shouldShowDisabledNotifications,
  storeDismissal,
  type DisabledNotificationsUser,
} from '../lib/disabled-notifications-alert';
import { useEnableEmail } from '../lib/use-enable-email';
import './notifications.css';

export interface DisabledNotificationsAlertProps {
  /** null for a visitor, undefined while loading */
  user: DisabledNotificationsUser | null | undefined;
  routeName: string | null | undefined;
  /** called once e-mail notifications are on again: the app drops the reasons from its `user` */
  onEnabled?: () => void;
}

const REASONS = ['bounce', 'fbl', 'listunsubscribe'] as const;

/**
 * SPEC §2/§8: while the account's `notifications_disabled` holds a reason, "E-mail notifications disabled
 * because …" on every page but settings and notifications, with a button that turns them on again. The
 * dismissal is stored (SPEC §4) for the reasons shown: a new reason shows the alert again.
 */
export function DisabledNotificationsAlert({ user, routeName, onEnabled }: DisabledNotificationsAlertProps) {
  const [dismissedFor, setDismissedFor] = useState(() => readDismissal(local));
  if (!shouldShowDisabledNotifications({ user, routeName, dismissedFor })) return null;
  const reasons = user?.notifications_disabled ?? [];
  const dismiss = () => {
    storeDismissal(local, reasons);
    setDismissedFor(readDismissal(local) ?? '');
  };
  // the texts load on demand: nothing shows until they are there
  return (
    <Suspense fallback={null}>
      <DisabledNotificationsBanner reasons={reasons} onDismiss={dismiss} onEnabled={onEnabled} />
    </Suspense>
  );
}

function DisabledNotificationsBanner({
  reasons,
  onDismiss,
  onEnabled,
}: {
  reasons: readonly string[];
  onDismiss: () => void;
  onEnabled?: () => void;
}) {
  const { t } = useTranslation('notificationPrefs');
  const enableEmail = useEnableEmail(onEnabled);
  const { pending, error, run } = useAction();
  const known = REASONS.filter((reason) => reasons.includes(reason));
  return (
    <DismissibleAlert
      variant="warning"
      testId="disabled-notifications-alert"
      icon={
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 4-8 5-8-5V6l8 5 8-5v2Z"
          />
        </svg>
      }
      title={t('disabled.title')}
      text={
        <>
          {known.map((reason) => (
            <span key={reason}>{t(`disabled.reasons.${reason}`)} </span>
          ))}
          {error ? (
            <span role="alert" className="disabled-notifications__error">
              {error}{' '}
            </span>
          ) : null}
          <Link to="/notifications" className="disabled-notifications__manage">
            {t('disabled.manage')}
          </Link>
        </>
      }
      action={
        <Button
          size="sm"
          className="dismissible-alert__action"
          pending={pending}
          pendingLabel={t('saving')}
          onClick={() =>
            void run(async () => {
              await enableEmail();
              return undefined;
            })
          }
        >
          {t('disabled.enable')}
        </Button>
      }
      dismissLabel={t('disabled.dismiss')}
      onDismiss={onDismiss}
    />
  );
}
