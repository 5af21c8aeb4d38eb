// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Empty, memoryStore, ResourceContextProvider } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../resources';
import { frenchEmptyPages } from './fr-empty-pages';
import { i18nProvider, LOCALES, type LocaleCode } from './index';

// A list without records says so in a sentence: react-admin's <Empty> puts the resource's name into
// ra.page.empty ("No %{name} yet.", "Brak jeszcze %{name}."), taking resources.<resource>.forcedCaseName at
// smart_count 0 and only without it the menu's name ("Orders", "Zamówienia"), capitalised mid-sentence.

/** Every resource with a list page: each can show the empty page. */
const LISTED = resources.filter(({ module }) => module.list).map(({ name }) => name);

/** Polyglot's number of forms in a counted text ("one |||| other"): three in Polish, two in the others. */
const FORMS: Record<LocaleCode, number> = { en: 2, de: 2, es: 2, fr: 2, it: 2, nl: 2, pl: 3 };

/** The empty page's sentence as the app shows it: react-admin's own <Empty>, with the app's i18nProvider. */
const emptyPage = (resource: string): string => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: i18nProvider.getLocale() })}>
        <ResourceContextProvider value={resource}>
          <Empty />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  const heading = /<h4[^>]*>(.*?)<\/h4>/.exec(html)?.[1] ?? '';
  return heading
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
};

/** The %{name} react-admin puts into the sentence (Empty.tsx: forcedCaseName at 0, else the name). */
const nameInSentence = (resource: string): string =>
  i18nProvider.translate(`resources.${resource}.forcedCaseName`, {
    smart_count: 0,
    _: i18nProvider.translate(`resources.${resource}.name`, { smart_count: 0, _: resource }),
  });

const has = (key: string): boolean => i18nProvider.translate(key, { _: '' }) !== '';

it('takes every resource with a list, and French has a sentence for each and no other', () => {
  expect(LISTED).toEqual(expect.arrayContaining(['ledger', 'orders', 'members', 'complaints', 'photos']));
  expect(Object.keys(frenchEmptyPages.resources).sort()).toEqual([...LISTED].sort());
});

/** French elides "de" before a vowel: "Pas encore d'écritures.", "Pas encore de commandes.". */
const pasEncoreDe = (plural: string): string =>
  `Pas encore ${/^[aeiouyàâéèêîôû]/i.test(plural) ? "d'" : 'de '}${plural}.`;

describe.each(LOCALES.map(({ locale }) => locale))('the empty lists in %s', (locale) => {
  beforeAll(async () => {
    await i18nProvider.changeLocale(locale);
  });

  it.each(LISTED)('name %s mid-sentence, in its own case', (resource) => {
    expect(has(`resources.${resource}.forcedCaseName`)).toBe(true);
    const name = nameInSentence(resource);
    if (locale !== 'de') expect(name.charAt(0)).toBe(name.charAt(0).toLocaleLowerCase(locale));
    // French says each sentence itself (resources.<resource>.empty), in the plural: polyglot counts 0 as
    // one in French, and react-admin's "Pas encore de %{name}." cannot elide "de" before a vowel.
    expect(emptyPage(resource)).toBe(
      locale === 'fr'
        ? pasEncoreDe(i18nProvider.translate(`resources.${resource}.forcedCaseName`, { smart_count: 2 }))
        : i18nProvider.translate('ra.page.empty', { name }),
    );
  });

  it.each(LISTED)(`counts %s in ${FORMS[locale]} forms`, (resource) => {
    for (const key of ['name', 'forcedCaseName']) {
      const text = i18nProvider.translate(`resources.${resource}.${key}`, { _: '' });
      const forms = text.split('||||').map((form) => form.trim());
      expect(forms, `resources.${resource}.${key}: ${text}`).toHaveLength(FORMS[locale]);
      expect(forms.every((form) => form !== '')).toBe(true);
    }
  });
});

describe('the empty lists read', () => {
  const sentence = async (locale: LocaleCode, resource: string) => {
    await i18nProvider.changeLocale(locale);
    return emptyPage(resource);
  };

  it.each([
    ['en', 'orders', 'No orders yet.'],
    ['en', 'ledger', 'No ledger entries yet.'],
    ['en', 'audit_log', 'No audit log entries yet.'],
    ['pl', 'ledger', 'Brak jeszcze wpisów.'],
    ['pl', 'orders', 'Brak jeszcze zamówień.'],
    ['pl', 'members', 'Brak jeszcze członków.'],
    ['pl', 'complaints', 'Brak jeszcze skarg.'],
    ['pl', 'fictional_conversations', 'Brak jeszcze fikcyjnych rozmów.'],
    ['de', 'ledger', 'Noch keine Buchungen vorhanden.'],
    ['de', 'fictional_conversations', 'Noch keine fiktiven Gespräche vorhanden.'],
    ['es', 'discount_codes', 'Aún no hay códigos de descuento.'],
    ['it', 'photos', 'Non ci sono ancora foto.'],
    ['nl', 'photos', "Nog geen foto's."],
    ['fr', 'orders', 'Pas encore de commandes.'],
    ['fr', 'ledger', "Pas encore d'écritures."],
    ['fr', 'audit_log', "Pas encore d'entrées d'audit."],
  ] as const)('in %s for %s: "%s"', async (locale, resource, expected) => {
    expect(await sentence(locale, resource)).toBe(expected);
  });

  // The same names in the dialogs that count (delete, update: "Usuń 5 zamówień"), and the menu's name.
  it.each([
    ['pl', 'orders', 'forcedCaseName', 5, 'zamówień'],
    ['pl', 'orders', 'forcedCaseName', 2, 'zamówienia'],
    ['pl', 'orders', 'forcedCaseName', 1, 'zamówienie'],
    ['pl', 'orders', 'name', 5, 'Zamówień'],
    ['pl', 'orders', 'name', 2, 'Zamówienia'],
    ['pl', 'complaints', 'name', 5, 'Skarg'],
    ['en', 'discount_codes', 'forcedCaseName', 1, 'discount code'],
    ['de', 'discount_codes', 'forcedCaseName', 1, 'Rabattcode'],
    ['fr', 'discount_codes', 'forcedCaseName', 1, 'code de réduction'],
    ['fr', 'discount_codes', 'forcedCaseName', 3, 'codes de réduction'],
  ] as const)('in %s for %s: %s at %i is "%s"', async (locale, resource, key, count, expected) => {
    await i18nProvider.changeLocale(locale);
    expect(i18nProvider.translate(`resources.${resource}.${key}`, { smart_count: count, _: '' })).toBe(
      expected,
    );
  });
});
