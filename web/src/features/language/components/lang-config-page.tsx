import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { countryNamer } from '../../../lib/country-names';
import { LOCALE_NAMES, type Locale } from '../../../lib/i18n/locales';
import { langConfigReturnPath, languageGroups, requestedCountry } from '../lib/lang-config';
import './lang-config-page.css';

export interface LangConfigPageProps {
  routeName: string;
  /**
   * The site's country for this visitor (the setting geoip_selected_country): undefined while the
   * settings load, null (or empty) when not known. A two-letter `?country=` wins over it.
   */
  siteCountry: string | null | undefined;
  /** Switches the app to `locale`: the same as the top navigation's language switcher. */
  onChoose: (locale: Locale) => Promise<void>;
}

interface LanguageListProps {
  title: string;
  locales: readonly Locale[];
  current: string;
  pending: Locale | null;
  currentLabel: string;
  onSelect: (locale: Locale) => void;
}

/** One group of languages: a heading and a list of buttons, each language in its own name. */
function LanguageList({ title, locales, current, pending, currentLabel, onSelect }: LanguageListProps) {
  const headingId = useId();
  return (
    <section className="lang-config__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="lang-config__group-title">
        {title}
      </h2>
      <ul className="lang-config__list">
        {locales.map((locale) => {
          const isCurrent = locale === current;
          return (
            <li key={locale}>
              <button
                type="button"
                className="lang-config__choice"
                aria-pressed={isCurrent}
                aria-disabled={pending !== null ? true : undefined}
                data-pending={pending === locale ? true : undefined}
                onClick={() => onSelect(locale)}
              >
                <span lang={locale} className="lang-config__name">
                  {LOCALE_NAMES[locale]}
                </span>
                {/* aria-pressed says it to assistive technology */}
                {isCurrent ? (
                  <span className="lang-config__current" aria-hidden="true">
                    <span className="lang-config__check">✓</span> {currentLabel}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * /lang-config: the seven languages, those of the visitor's country (SPEC §9) first. Choosing one switches
 * the app to it at once and goes on to `?return=` (a path of this site) or home; the current language only
 * goes on.
 */
export function LangConfigPage({ routeName, siteCountry, onChoose }: LangConfigPageProps) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Locale | null>(null);
  const [failed, setFailed] = useState(false);
  const current = i18n.resolvedLanguage ?? i18n.language;
  const countryName = useMemo(() => countryNamer(current), [current]);

  const fromQuery = requestedCountry(search);
  // undefined: the settings still load (and no ?country= says it)
  const country = fromQuery ?? (siteCountry === undefined ? undefined : siteCountry || null);
  const groups = country === undefined ? null : languageGroups(country);
  const goOn = () => void navigate(langConfigReturnPath(search), { replace: true });

  const select = async (locale: Locale) => {
    if (pending !== null) return;
    if (locale === current) {
      goOn();
      return;
    }
    setPending(locale);
    setFailed(false);
    try {
      await onChoose(locale);
    } catch {
      setPending(null);
      setFailed(true);
      return;
    }
    goOn();
  };

  const listProps = {
    current,
    pending,
    currentLabel: t('langConfig.current'),
    onSelect: (locale: Locale) => void select(locale),
  };

  return (
    <section
      className="surface lang-config"
      data-route={routeName}
      aria-labelledby="lang-config-title"
      aria-busy={pending !== null ? true : undefined}
    >
      <h1 id="lang-config-title" className="lang-config__title">
        {t('langConfig.title')}
      </h1>
      <p className="lang-config__intro">{t('langConfig.intro')}</p>
      {failed ? (
        <p className="lang-config__error" role="alert">
          {t('error.generic')}
        </p>
      ) : null}
      {groups === null ? (
        <Skeleton label={t('langConfig.loading')} shapeClassName="lang-config__skeleton">
          <SkeletonBlock shape="title" />
          {Array.from({ length: 4 }, (_, index) => (
            <SkeletonBlock key={index} className="lang-config__skeleton-choice" />
          ))}
        </Skeleton>
      ) : (
        <>
          {groups.country.length > 0 && country ? (
            <LanguageList
              title={t('langConfig.countryLanguages', { country: countryName(country) })}
              locales={groups.country}
              {...listProps}
            />
          ) : null}
          <LanguageList
            title={t(groups.country.length > 0 ? 'langConfig.otherLanguages' : 'langConfig.allLanguages')}
            locales={groups.other}
            {...listProps}
          />
        </>
      )}
    </section>
  );
}
