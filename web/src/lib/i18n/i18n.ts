import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locales';
import { setHtmlLang } from './language';
import { ELIDING_WORDS, elide } from './elision';

// One lazily loaded chunk per locale and namespace: src/locales/<lng>/<ns>.json.
const loaders = import.meta.glob<{ default: ResourceKey }>('../../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      // A namespace not translated (yet) into this language: i18next falls back to English.
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const DEFAULT_NAMESPACE = 'common';

export async function createI18n(language: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => setHtmlLang(lng));
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'languageOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  // French elision as formats, "{{name, de}}" → "d'Alex" / "de Marie" (lib/i18n/elision.ts).
  for (const word of ELIDING_WORDS) {
    instance.services.formatter?.add(word, (value) => elide(word, value));
  }
  setHtmlLang(language);
  return instance;
}
