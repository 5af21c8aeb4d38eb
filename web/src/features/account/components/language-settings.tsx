import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/text-field';
import { useAction } from '../../../lib/use-action';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../../lib/i18n/locales';
import { updateAccount, type AccountUser } from '../api/account';
import { SettingsForm } from './settings-form';

export interface LanguageSettingsProps {
  onUserChange: (user: AccountUser) => void;
  /** Switches the app to the language and keeps it in the cookie. */
  onLanguageChosen: (locale: Locale) => Promise<void>;
}

/** Language: one of the seven, saved on the account (PUT /api/user.php {language}) and used at once. */
export function LanguageSettings({ onUserChange, onLanguageChosen }: LanguageSettingsProps) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const [language, setLanguage] = useState<Locale>(isLocale(current) ? current : 'en');
  const save = useAction();

  const onSubmit = () =>
    void save.run(async () => {
      const { user } = await updateAccount({ language });
      onUserChange(user);
      await onLanguageChosen(language);
      return i18n.t('settings.language.saved', { lng: language });
    });

  return (
    <SettingsForm
      title={t('settings.language.title')}
      error={save.error}
      success={save.result?.ok ? save.result.message : null}
      pending={save.pending}
      submitLabel={t('settings.language.submit')}
      pendingLabel={t('form.saving')}
      onSubmit={onSubmit}
    >
      <SelectField
        label={t('settings.language.label')}
        value={language}
        options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }))}
        onValueChange={(value) => {
          if (isLocale(value)) setLanguage(value);
        }}
      />
    </SettingsForm>
  );
}
