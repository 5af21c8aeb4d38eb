import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../lib/countries';

export interface CountrySelectProps {
  countries: readonly string[];
  value: string;
  language: string;
  onChange: (country: string) => void;
}

/** Lets a visitor see the prices of another of the site's countries. */
export function CountrySelect({ countries, value, language, onChange }: CountrySelectProps) {
  const { t } = useTranslation('billing');
  const id = useId();
  return (
    <div className="country-select">
      <label className="field__label" htmlFor={id}>
        {t('pricing.country')}
      </label>
      <select
        id={id}
        className="input country-select__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {countryOptions(countries, language).map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
