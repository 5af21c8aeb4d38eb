import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '../../lib/i18n/locales';

export interface LanguageSwitcherProps {
  value: string;
  onChange: (locale: Locale) => void;
  className?: string;
}

/** The seven languages, each in its own name. */
export function LanguageSwitcher({ value, onChange, className }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={['language-switcher', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <Icon name="globe" size={18} className="language-switcher__icon" />
      {/* a phone shows the code (DE) and an arrow in place of the name, which took the site's name's room */}
      <span className="language-switcher__code" aria-hidden="true">
        {isLocale(value) ? value.toUpperCase() : null}
        <Icon name="down" size={14} />
      </span>
      <select
        id={id}
        className="language-switcher__select"
        value={value}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
