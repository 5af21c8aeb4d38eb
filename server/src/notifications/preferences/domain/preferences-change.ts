import { isPlainObject } from '../../../shared/http/plain-object';
import type { MessageKey } from '../../../shared/i18n/messages';
import {
  EMAIL_NOTIFICATION_TYPES,
  type EmailNotificationType,
  NOTIFICATION_FREQUENCIES,
  type NotificationFrequency,
} from '../../notifications.contracts';

/** A PUT of notifications.php, checked: the switches and frequencies to set, and whether to enable e-mail. */
export interface PreferencesChange {
  email: Partial<Record<EmailNotificationType, boolean>>;
  frequency: { messages?: NotificationFrequency; likes?: NotificationFrequency };
  enableEmail: boolean;
}

export type PreferencesChangeResult =
  | { ok: true; change: PreferencesChange }
  | { ok: false; field: 'email' | 'frequency' | 'enable_email'; code: string; messageKey: MessageKey };

const TYPES: ReadonlySet<string> = new Set(EMAIL_NOTIFICATION_TYPES);
const FREQUENCIES: ReadonlySet<string> = new Set(NOTIFICATION_FREQUENCIES);
const FREQUENCY_KEYS: ReadonlySet<string> = new Set(['messages', 'likes']);

/**
 * Reads `{ email?: {type: boolean}, frequency?: {messages?, likes?}, enable_email?: true }`; other fields
 * are left alone. Anything else under those three names is refused as a whole (nothing is half applied).
 */
export function parsePreferencesChange(body: Record<string, unknown>): PreferencesChangeResult {
  const change: PreferencesChange = { email: {}, frequency: {}, enableEmail: false };
  if (body.email !== undefined) {
    if (!isPlainObject(body.email)) return refused('email');
    for (const [type, on] of Object.entries(body.email)) {
      if (!TYPES.has(type) || typeof on !== 'boolean') return refused('email');
      change.email[type as EmailNotificationType] = on;
    }
  }
  if (body.frequency !== undefined) {
    if (!isPlainObject(body.frequency)) return refused('frequency');
    for (const [key, value] of Object.entries(body.frequency)) {
      if (!FREQUENCY_KEYS.has(key) || typeof value !== 'string' || !FREQUENCIES.has(value))
        return refused('frequency');
      change.frequency[key as 'messages' | 'likes'] = value as NotificationFrequency;
    }
  }
  if (body.enable_email !== undefined) {
    if (body.enable_email !== true) return refused('enable_email');
    change.enableEmail = true;
  }
  return { ok: true, change };
}

/** Whether the change sets any switch or frequency (an empty one writes nothing). */
export function changesSwitches(change: PreferencesChange): boolean {
  return Object.keys(change.email).length > 0 || Object.keys(change.frequency).length > 0;
}

function refused(field: 'email' | 'frequency' | 'enable_email'): PreferencesChangeResult {
  const byField = {
    email: { code: 'invalid_email_preferences', messageKey: 'notificationPrefs.invalid_email' },
    frequency: { code: 'invalid_frequency', messageKey: 'notificationPrefs.invalid_frequency' },
    enable_email: { code: 'invalid_enable_email', messageKey: 'notificationPrefs.invalid_enable_email' },
  } as const;
  return { ok: false, field, ...byField[field] };
}
