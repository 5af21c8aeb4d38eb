import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales';
import { routeTable } from '../route-table';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/common.json', {
  eager: true,
  import: 'default',
});

function flatten(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const common = (locale: string) => Object.fromEntries(flatten(files[`../../locales/${locale}/common.json`]));
const en = common('en');
const baseKeys = (entries: Record<string, string>) =>
  [...new Set(Object.keys(entries).map((k) => k.replace(PLURAL, '')))].sort();

/** Words that really are the same in another language. */
const SAME_AS_ENGLISH = new Set([
  '© {{year}} {{company}}',
  'Premium',
  'Chat',
  'Likes',
  'Credits',
  'FAQ',
  'Home',
  'Error',
  'Messages',
  'Conversation',
  'Notifications',
  'Transactions',
  'Password',
  'Man',
  'Region',
  'Province',
  'Canton',
]);

describe('common.json', () => {
  it('exists for every locale', () => {
    for (const locale of LOCALES) expect(files[`../../locales/${locale}/common.json`], locale).toBeDefined();
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(baseKeys(common(locale))).toEqual(baseKeys(en));
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not copied', (locale) => {
    const copied = Object.entries(common(locale))
      .filter(([key, value]) => en[key] === value && !SAME_AS_ENGLISH.has(value))
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it.each([...LOCALES])('%s has every plural form its language needs', (locale) => {
    const entries = common(locale);
    const pluralBases = new Set(
      Object.keys(entries)
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, '')),
    );
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const base of pluralBases) {
      for (const form of forms)
        expect(entries[`${base}_${form}`], `${locale}: ${base}_${form}`).toBeDefined();
    }
  });

  it('names a title for every route of the route table', () => {
    for (const locale of LOCALES) {
      const entries = common(locale);
      for (const route of routeTable)
        expect(entries[`routes.${route.name}`], `${locale}: ${route.name}`).toBeTruthy();
    }
  });
});
