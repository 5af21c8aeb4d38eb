// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  ListContextProvider,
  type ListControllerResult,
  ListNoResults,
  memoryStore,
  ResourceContextProvider,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { resources } from '../resources';
import { i18nProvider, LOCALES, type LocaleCode } from './index';

// A list that finds nothing says so with react-admin's <ListNoResults>: "No %{name} found" (or "… using the
// current filters."), named as the empty list names it (forcedCaseName at 0), not by its menu name
// ("No Orders found").

const LISTED = resources.filter(({ module }) => module.list).map(({ name }) => name);

/** The sentence <ListNoResults> shows for `resource`, with or without a filter set. */
const noResults = (resource: string, filtered: boolean): string => {
  const list = {
    filterValues: filtered ? { q: 'nothing like this' } : {},
    setFilters: () => undefined,
  } as unknown as ListControllerResult;
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: i18nProvider.getLocale() })}>
        <ResourceContextProvider value={resource}>
          <ListContextProvider value={list}>
            <ListNoResults />
          </ListContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  const text = /<p[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '';
  return text
    .replace(/<button.*$/, '')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
};

describe('a list that finds nothing reads', () => {
  it.each([
    ['en', 'orders', false, 'No orders found'],
    ['en', 'orders', true, 'No orders found using the current filters.'],
    ['en', 'audit_log', true, 'No audit log entries found using the current filters.'],
    ['es', 'orders', true, 'No se encontraron pedidos con los filtros actuales.'],
    ['nl', 'members', false, 'Geen leden gevonden'],
    ['pl', 'orders', false, 'Brak zamówień'],
    ['pl', 'members', true, 'Brak członków spełniających bieżące filtry.'],
    ['de', 'orders', false, 'Keine Bestellungen gefunden'],
    ['it', 'orders', false, 'Nessun risultato (ordini)'],
    ['fr', 'orders', true, 'Aucun résultat trouvé avec les filtres actuels.'],
  ] as const)('in %s for %s (filtered: %s): "%s"', async (locale, resource, filtered, expected) => {
    await i18nProvider.changeLocale(locale);
    expect(noResults(resource, filtered)).toBe(expected);
  });

  it.each(LOCALES.map(({ locale }) => locale))(
    'in %s with no resource named by its menu name',
    async (locale: LocaleCode) => {
      await i18nProvider.changeLocale(locale);
      for (const resource of LISTED) {
        const menuName = i18nProvider.translate(`resources.${resource}.name`, { smart_count: 0 });
        for (const filtered of [false, true]) {
          const sentence = noResults(resource, filtered);
          expect(sentence).not.toMatch(/%\{|resources\./);
          if (locale !== 'de' && menuName.charAt(0) !== menuName.charAt(0).toLowerCase())
            expect(sentence, `${resource}: ${sentence}`).not.toContain(menuName);
        }
      }
    },
  );
});
