import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Field, FormError } from '../../../components/ui/field';
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
    <section className="settings-section" aria-labelledby="settings-language">
      <h2 id="settings-language" className="settings-section__title">
        {t('settings.language.title')}
      </h2>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {result && !result.ok ? <FormError message={result.message} /> : null}
        {result?.ok ? <Alert tone="success">{result.message}</Alert> : null}
        <Field label={t('settings.language.label')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={language}
              onChange={(event) => {
                if (isLocale(event.target.value)) setLanguage(event.target.value);
              }}
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="form-actions">
          <SubmitButton pending={pending} pendingLabel={t('form.saving')}>
            {t('settings.language.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
