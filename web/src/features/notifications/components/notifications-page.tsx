import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { TitledPage } from '../../../components/ui/titled-page';
import { formErrorsOf } from '../../../lib/form-errors';
import {
  applyChange,
  EMAIL_TYPES,
  FREQUENCIES,
  getPreferences,
  getPushSettings,
  PREFERENCES_QUERY_KEY,
  PUSH_SETTINGS_QUERY_KEY,
  updatePreferences,
  updatePushSettings,
  type EmailType,
  type Frequency,
  type FrequencyTopic,
  type NotificationPreferences,
  type PreferencesChange,
  type PushChange,
  type PushSettings,
} from '../api/notification-preferences';
import { useEnableEmail } from '../lib/use-enable-email';
import './notifications.css';

export interface NotificationsPageProps {
  routeName: string;
  /** called once e-mail notifications are on again: the app drops the reasons from its `user` */
  onEmailEnabled?: () => void;
}

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** How long "Saved" stays on screen. */
const SAVED_SHOWN_MS = 4000;

/** What each save reports: the last one started decides what the page says. */
function useSaveState() {
  const { t } = useTranslation();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const latest = useRef(0);
  useEffect(() => {
    if (state.kind !== 'saved') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const track = async (save: () => Promise<void>, onFailure: () => void): Promise<boolean> => {
    const sequence = ++latest.current;
    setState({ kind: 'saving' });
    try {
      await save();
      if (sequence === latest.current) setState({ kind: 'saved' });
      return sequence === latest.current;
    } catch (error) {
      onFailure();
      setState({
        kind: 'failed',
        message: formErrorsOf(error, t('error.generic')).form ?? t('error.generic'),
      });
      return false;
    }
  };
  return { state, track, isLatest: (sequence: number) => sequence === latest.current, latest };
}

/**
 * /notifications: each e-mail type on or off, how often for messages and likes, and (when PUSH's endpoint
 * answers) the push choices per device. Every change is saved at once, with a visible confirmation.
 */
export function NotificationsPage({ routeName, onEmailEnabled }: NotificationsPageProps) {
  const { t } = useTranslation('notificationPrefs');
  const common = useTranslation().t;
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: PREFERENCES_QUERY_KEY, queryFn: getPreferences });
  const push = useQuery({
    queryKey: PUSH_SETTINGS_QUERY_KEY,
    queryFn: getPushSettings,
    retry: false,
    staleTime: 60_000,
  });
  const save = useSaveState();

  const change = (next: PreferencesChange) => {
    const current = queryClient.getQueryData<NotificationPreferences>(PREFERENCES_QUERY_KEY);
    if (current) queryClient.setQueryData(PREFERENCES_QUERY_KEY, applyChange(current, next));
    void save.track(
      async () => {
        const sequence = save.latest.current;
        const answer = await updatePreferences(next);
        // an answer to an older change must not undo a newer one shown already
        if (save.isLatest(sequence)) queryClient.setQueryData(PREFERENCES_QUERY_KEY, answer);
      },
      () => void queryClient.invalidateQueries({ queryKey: PREFERENCES_QUERY_KEY }),
    );
  };

  const changePush = (next: PushChange) => {
    const current = queryClient.getQueryData<PushSettings | null>(PUSH_SETTINGS_QUERY_KEY);
    if (current) {
      queryClient.setQueryData<PushSettings>(PUSH_SETTINGS_QUERY_KEY, {
        show_message_text: 'show_message_text' in next ? next.show_message_text : current.show_message_text,
        devices: current.devices.map((device) =>
          'id' in next && device.id === next.id ? { ...device, enabled: next.enabled } : device,
        ),
      });
    }
    void save.track(
      async () => {
        await updatePushSettings(next);
      },
      () => void queryClient.invalidateQueries({ queryKey: PUSH_SETTINGS_QUERY_KEY }),
    );
  };

  return (
    <TitledPage
      routeName={routeName}
      title={common('routes.notifications')}
      intro={t('intro')}
      className="notification-prefs"
    >
      <SaveStatus state={save.state} />
      {preferences.isPending ? (
        <PreferencesSkeleton label={t('loading')} />
      ) : preferences.isError ? (
        <LoadFailed
          message={t('loadFailed')}
          retryLabel={common('error.retry')}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <>
          <EmailCard preferences={preferences.data} onChange={change} onEmailEnabled={onEmailEnabled} />
          <FrequencyCard preferences={preferences.data} onChange={change} />
        </>
      )}
      {push.data ? <PushCard settings={push.data} onChange={changePush} /> : null}
    </TitledPage>
  );
}

function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('notificationPrefs');
  return (
    <div className="notification-prefs__status" data-testid="save-status">
      <p role="status" aria-live="polite" className={`notification-prefs__status-text is-${state.kind}`}>
        {state.kind === 'saving' ? t('saving') : state.kind === 'saved' ? `✓ ${t('saved')}` : null}
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className="alert alert--danger">
          {t('saveFailed')} {state.message}
        </p>
      ) : null}
    </div>
  );
}

function PreferencesSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className="notification-prefs__skeleton" data-route="notifications-loading">
      <div className="skeleton">
        <SkeletonBlock shape="title" />
        {EMAIL_TYPES.map((type) => (
          <SkeletonBlock key={type} shape="line" style={{ height: '1.75rem' }} />
        ))}
        <SkeletonBlock shape="title" />
        <SkeletonBlock style={{ height: '5rem' }} />
      </div>
    </Skeleton>
  );
}

function EmailCard({
  preferences,
  onChange,
  onEmailEnabled,
}: {
  preferences: NotificationPreferences;
  onChange: (change: PreferencesChange) => void;
  onEmailEnabled?: () => void;
}) {
  const { t } = useTranslation('notificationPrefs');
  const id = useId();
  return (
    <Card title={t('email.title')}>
      <p className="card__text">{t('email.text')}</p>
      {preferences.notifications_disabled.length > 0 ? (
        <EmailDisabledNotice reasons={preferences.notifications_disabled} onEnabled={onEmailEnabled} />
      ) : null}
      <ul className="notification-prefs__list">
        {EMAIL_TYPES.map((type: EmailType) => (
          <li key={type} className="notification-prefs__item">
            <label className="switch notification-prefs__switch">
              <input
                type="checkbox"
                role="switch"
                className="switch__input"
                checked={preferences.email[type]}
                aria-describedby={`${id}-${type}`}
                onChange={(event) => onChange({ email: { [type]: event.target.checked } })}
                data-testid={`email-${type}`}
              />
              <span className="switch__label">{t(`email.types.${type}`)}</span>
            </label>
            <span id={`${id}-${type}`} className="notification-prefs__hint">
              {t(`email.hints.${type}`)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function EmailDisabledNotice({ reasons, onEnabled }: { reasons: readonly string[]; onEnabled?: () => void }) {
  const { t } = useTranslation('notificationPrefs');
  const enableEmail = useEnableEmail(onEnabled);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const enable = async () => {
    setPending(true);
    setFailed(false);
    try {
      await enableEmail();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="alert alert--warning notification-prefs__disabled" data-testid="email-disabled-notice">
      <strong>{t('disabled.title')}</strong>
      {(['bounce', 'fbl', 'listunsubscribe'] as const)
        .filter((reason) => reasons.includes(reason))
        .map((reason) => (
          <span key={reason}>{t(`disabled.reasons.${reason}`)}</span>
        ))}
      {failed ? <span role="alert">{t('saveFailed')}</span> : null}
      <Button size="sm" pending={pending} pendingLabel={t('saving')} onClick={() => void enable()}>
        {t('disabled.enable')}
      </Button>
    </div>
  );
}

function FrequencyCard({
  preferences,
  onChange,
}: {
  preferences: NotificationPreferences;
  onChange: (change: PreferencesChange) => void;
}) {
  const { t } = useTranslation('notificationPrefs');
  return (
    <Card title={t('frequency.title')}>
      <p className="card__text">{t('frequency.text')}</p>
      {(['messages', 'likes'] as const).map((topic: FrequencyTopic) => (
        <fieldset key={topic} className="choice-group notification-prefs__frequency">
          <legend className="field__label">{t(`frequency.${topic}`)}</legend>
          <div className="choice-group__options">
            {FREQUENCIES.map((frequency: Frequency) => (
              <label key={frequency} className="choice">
                <input
                  type="radio"
                  name={`frequency-${topic}`}
                  value={frequency}
                  checked={preferences.frequency[topic] === frequency}
                  onChange={() => onChange({ frequency: { [topic]: frequency } })}
                  data-testid={`frequency-${topic}-${frequency}`}
                />
                {t(`frequency.options.${frequency}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </Card>
  );
}

function PushCard({
  settings,
  onChange,
}: {
  settings: PushSettings;
  onChange: (change: PushChange) => void;
}) {
  const { t, i18n } = useTranslation('notificationPrefs');
  const id = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const formatDate = (value: string) => {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : date.format(parsed);
  };
  return (
    <Card title={t('push.title')}>
      <p className="card__text">{t('push.text')}</p>
      <label className="switch notification-prefs__switch">
        <input
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={settings.show_message_text}
          aria-describedby={`${id}-text`}
          onChange={(event) => onChange({ show_message_text: event.target.checked })}
          data-testid="push-show-message-text"
        />
        <span className="switch__label">{t('push.showText')}</span>
      </label>
      <span id={`${id}-text`} className="notification-prefs__hint">
        {t('push.showTextHint')}
      </span>
      <h3 className="notification-prefs__subtitle">{t('push.devices')}</h3>
      {settings.devices.length === 0 ? (
        <p className="card__text">{t('push.noDevices')}</p>
      ) : (
        <ul className="notification-prefs__list">
          {settings.devices.map((device) => (
            <li key={device.id} className="notification-prefs__item">
              <label className="switch notification-prefs__switch">
                <input
                  type="checkbox"
                  role="switch"
                  className="switch__input"
                  checked={device.enabled}
                  aria-describedby={`${id}-device-${device.id}`}
                  onChange={(event) => onChange({ id: device.id, enabled: event.target.checked })}
                />
                <span className="switch__label">{device.label || t('push.unnamedDevice')}</span>
              </label>
              <span id={`${id}-device-${device.id}`} className="notification-prefs__hint">
                {t('push.added', { date: formatDate(device.created_at) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
