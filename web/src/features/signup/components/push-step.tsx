import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks the browser for permission to show notifications, where it can. */
export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  try {
    return await window.Notification.requestPermission();
  } catch {
    return 'denied';
  }
}

/** The push opt-in step: explains notifications; "Enable notifications" or "Not now". */
export function PushStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const supported = typeof window !== 'undefined' && 'Notification' in window;

  const enable = async () => {
    setPending(true);
    try {
      await requestNotificationPermission();
    } finally {
      setPending(false);
      onDone();
    }
  };

  return (
    <div className="signup__push">
      <div className="icon-circle signup__icon" aria-hidden="true">
        🔔
      </div>
      <p className="signup__text">{t('signup.push.text')}</p>
      {supported ? null : <p className="signup__text signup__text--muted">{t('signup.push.unsupported')}</p>}
      <div className="form-actions form-actions--end">
        <button type="button" className="btn btn--ghost" onClick={onDone} disabled={pending}>
          {t('signup.push.notNow')}
        </button>
        {supported ? (
          <button type="button" className="btn btn--primary" onClick={() => void enable()} disabled={pending}>
            {t('signup.push.enable')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
