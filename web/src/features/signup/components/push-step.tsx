import { createContext, useContext, useState, type ReactNode } from 'react';
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

/** Web push as the app offers it (features/push, handed in by the app). */
export interface SignupPush {
  /** The browser can take pushes and has none yet (SPEC §4: capable, not subscribed). */
  supported: boolean;
  /** Asks for permission, subscribes the browser and sends the subscription to the account. */
  enable: () => Promise<unknown>;
}

const SignupPushContext = createContext<SignupPush | null>(null);

export function SignupPushProvider({ value, children }: { value: SignupPush; children: ReactNode }) {
  return <SignupPushContext.Provider value={value}>{children}</SignupPushContext.Provider>;
}

/** Without the app's push (a test, a browser without it): only the permission is asked. */
const permissionOnly: SignupPush = {
  supported: typeof window !== 'undefined' && 'Notification' in window,
  enable: requestNotificationPermission,
};

/** The push opt-in step: explains notifications; "Enable notifications" or "Not now". */
export function PushStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const push = useContext(SignupPushContext) ?? permissionOnly;
  const supported = push.supported;

  const enable = async () => {
    setPending(true);
    try {
      await push.enable();
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
