import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { catalog } from '../catalog';
import { reactAdminDe } from './de';
import { reactAdminEs } from './es';
import { reactAdminIt } from './it';
import { reactAdminNl } from './nl';
import { reactAdminPl } from './pl';

// react-admin's own texts (ra.*: "Rows per page", "Export", "1-10 of 42", confirmations, validation…) are
// ours in German, Spanish, Italian, Dutch and Polish: every key of the installed ra-language-english, in
// polyglot's format, and none left in English.

const LANGUAGES = ['de', 'es', 'it', 'nl', 'pl'] as const;
type Language = (typeof LANGUAGES)[number];

/** Polyglot's number of forms in a counted text ("one |||| other"): three in Polish, two in the others. */
const FORMS: Record<Language, number> = { de: 2, es: 2, it: 2, nl: 2, pl: 3 };

/** Texts that are the same word as in English, rightly. */
const SAME_AS_ENGLISH: Record<Language, readonly string[]> = {
  de: ['ra.message.details'],
  es: ['ra.boolean.false', 'ra.message.no', 'ra.configurable.inspector.title'],
  it: ['ra.boolean.false', 'ra.message.no', 'ra.auth.password'],
  nl: ['ra.message.details', 'ra.configurable.inspector.title'],
  pl: [],
};

/**
 * Placeholders a language uses in place of English ones that react-admin passes as well: German writes
 * nouns with a capital, so it sorts by "%{field}", not "%{field_lower_first}".
 */
const OTHER_PLACEHOLDERS: Partial<Record<Language, Record<string, readonly string[]>>> = {
  de: { 'ra.sort.sort_by': ['field', 'order'] },
};

type Tree = { [key: string]: string | Tree };

/** Our files, before English is laid under them in the catalogue. */
const own = {
  de: reactAdminDe,
  es: reactAdminEs,
  it: reactAdminIt,
  nl: reactAdminNl,
  pl: reactAdminPl,
} as unknown as Record<Language, Tree>;

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );

const valueAt = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]!))].sort();

/** Only placeholders, spaces and punctuation: "%{name}", " ". */
const hasWords = (text: string): boolean => /\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));

const english = leaves(englishMessages as unknown as Tree).filter(([path]) => path.startsWith('ra.'));

describe.each(LANGUAGES)('react-admin texts in %s', (language) => {
  const messages = catalog[language] as unknown as Tree;

  it('has every key of ra-language-english as a non-empty text of its own', () => {
    expect(english.length).toBeGreaterThan(150);
    const missing = english
      .map(([path]) => path)
      .filter((path) => {
        const value = valueAt(own[language], path);
        return typeof value !== 'string' || value.trim() === '';
      })
      .filter((path) => path !== 'ra.boolean.null'); // react-admin's blank for "no value"
    expect(missing).toEqual([]);
  });

  it('keeps the same %{placeholders}', () => {
    const wrong = english.flatMap(([path, text]) => {
      const value = valueAt(messages, path);
      const expected = OTHER_PLACEHOLDERS[language]?.[path] ?? placeholders(text);
      return typeof value === 'string' && placeholders(value).join() === [...expected].sort().join()
        ? []
        : [`${path}: ${String(value)}`];
    });
    expect(wrong).toEqual([]);
  });

  it(`counts in ${FORMS[language]} forms where English counts, and only there`, () => {
    const wrong = english.flatMap(([path, text]) => {
      const value = valueAt(messages, path);
      const forms = typeof value === 'string' ? value.split('||||') : [];
      const expected = text.includes('||||') ? FORMS[language] : 1;
      return forms.length === expected && (expected === 1 || forms.every((form) => form.trim() !== ''))
        ? []
        : [`${path}: ${String(value)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('leaves nothing in English', () => {
    const english_ = english
      .filter(([path, text]) => hasWords(text) && valueAt(messages, path) === text)
      .map(([path]) => path)
      .filter((path) => !SAME_AS_ENGLISH[language].includes(path));
    expect(english_).toEqual([]);
  });

  it('keeps only the allowed texts equal to English, and they still are', () => {
    for (const path of SAME_AS_ENGLISH[language]) {
      expect(valueAt(messages, path)).toBe(valueAt(englishMessages as unknown as Tree, path));
    }
  });
});

describe('the console in use', () => {
  const translate = (locale: string, key: string, options?: object) => {
    const provider = polyglotI18nProvider((code) => catalog[code as keyof typeof catalog], locale);
    return provider.translate(key, options);
  };

  it('says "Zeilen pro Seite" and "Exportieren" in German, and counts the page range', () => {
    expect(translate('de', 'ra.navigation.page_rows_per_page')).toBe('Zeilen pro Seite:');
    expect(translate('de', 'ra.action.export')).toBe('Exportieren');
    expect(
      translate('de', 'ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 }),
    ).toBe('1–10 von 42');
    expect(translate('es', 'ra.navigation.page_rows_per_page')).toBe('Filas por página:');
  });

  it.each([
    [1, 'Zaznaczono 1 element', 'Usunięto element'],
    [2, 'Zaznaczono 2 elementy', 'Usunięto 2 elementy'],
    [5, 'Zaznaczono 5 elementów', 'Usunięto 5 elementów'],
    [12, 'Zaznaczono 12 elementów', 'Usunięto 12 elementów'],
    [22, 'Zaznaczono 22 elementy', 'Usunięto 22 elementy'],
    [25, 'Zaznaczono 25 elementów', 'Usunięto 25 elementów'],
  ])('counts %i in Polish: "%s", "%s"', (count, selected, deleted) => {
    expect(translate('pl', 'ra.action.bulk_actions', { smart_count: count })).toBe(selected);
    expect(translate('pl', 'ra.notification.deleted', { smart_count: count })).toBe(deleted);
    expect(translate('pl', 'ra.navigation.page_rows_per_page')).toBe('Wierszy na stronę:');
  });
});
