import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/i18n/locales';
import type { AccountUser } from '../api/account';
import { DataExportSettings } from './data-export-settings';
import { DeleteAccountSettings } from './delete-account-settings';
import { EmailSettings } from './email-settings';
import { InvisibleSettings } from './invisible-settings';
import { LanguageSettings } from './language-settings';
import { NotificationSettingsLink } from './notification-settings-link';
import { PasswordSettings } from './password-settings';
import './settings.css';

export interface AccountSettingsProps {
  routeName: string;
  user: AccountUser;
  onUserChange: (user: AccountUser) => void;
  onLanguageChosen: (locale: Locale) => Promise<void>;
  /** The account is deleted and the session ended on the server. */
  onDeleted: () => void;
}

/** /settings: e-mail, password, language, the way to the notification settings, invisible mode, a copy of the member's data and account deletion. */
export function AccountSettings({
  routeName,
  user,
  onUserChange,
  onLanguageChosen,
  onDeleted,
}: AccountSettingsProps) {
  const { t } = useTranslation();
  return (
    <div className="page-stack settings" data-route={routeName}>
      <h1 className="page-title">{t('routes.settings')}</h1>
      <EmailSettings currentEmail={user.email} />
      <PasswordSettings />
      <LanguageSettings onUserChange={onUserChange} onLanguageChosen={onLanguageChosen} />
      <NotificationSettingsLink />
      <InvisibleSettings invisible={!!user.invisible} onUserChange={onUserChange} />
      <DataExportSettings />
      <DeleteAccountSettings onDeleted={onDeleted} />
    </div>
  );
}
