import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Alert, FormError } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/text-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf } from '../../../lib/form-errors';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../../lib/i18n/locales';
import { updateAccount, type AccountUser } from '../api/account';

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
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setResult(null);
    try {
      const { user } = await updateAccount({ language });
      onUserChange(user);
      await onLanguageChosen(language);
      setResult({ ok: true, message: i18n.t('settings.language.saved', { lng: language }) });
    } catch (error) {
      setResult({ ok: false, message: formErrorsOf(error, t('error.generic')).form ?? t('error.generic') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={t('settings.language.title')}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {result && !result.ok ? <FormError message={result.message} /> : null}
        {result?.ok ? <Alert tone="success">{result.message}</Alert> : null}
        <SelectField
          label={t('settings.language.label')}
          value={language}
          options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }))}
          onValueChange={(value) => {
            if (isLocale(value)) setLanguage(value);
          }}
        />
        <div className="form-actions">
          <SubmitButton pending={pending} pendingLabel={t('form.saving')}>
            {t('settings.language.submit')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
