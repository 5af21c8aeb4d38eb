import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales';
import { routeTable } from '../route-table';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
/** The namespaces: one JSON file per feature area under src/locales/<locale>/ (common, pages, …). */
const NAMESPACES = [...new Set(Object.keys(files).map((path) => /\/([^/]+)\.json$/.exec(path)![1]!))].sort();

function flatten(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const namespace = (locale: string, ns: string) =>
  Object.fromEntries(flatten(files[`../../locales/${locale}/${ns}.json`] ?? {}));
const common = (locale: string) => namespace(locale, 'common');
const baseKeys = (entries: Record<string, string>) =>
  [...new Set(Object.keys(entries).map((k) => k.replace(PLURAL, '')))].sort();

/** A masculine second-person past form ("-łeś") or adjective with no feminine beside it. */
const MASCULINE_ONLY_PL = [/\p{L}+łeś(?![\p{L}/(])/u, /\b(?:zalogowany|gotowy|pewien)\b(?![/(])/iu];

/** "Ci", "Twoja", "Tobą"… after a lower-case word: a pronoun of address capitalised within a sentence. */
const CAPITALISED_ADDRESS_PL =
  /(?<=[\p{Ll},] )(?:Ci|Cię|Ciebie|Tobie|Tobą|Ty|Twój|Twoja|Twoje|Twoją|Twojego|Twojej|Twoich|Twoim|Twoimi)(?!\p{L})/u;

/** Words that really are the same in another language. */
const SAME_AS_ENGLISH = new Set([
  '© {{year}} {{company}}',
  'Premium',
  'Chat',
  'Likes',
  'Matches',
  'Online',
  'Distance',
  'Filters',
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
  'E-mail',
  'Sexy',
  'Normal',
  '35+',
  'Spam',
]);
/** Words that are the same as the English in one language only (Dutch "open" is "open"). */
const SAME_IN_LOCALE: Partial<Record<string, ReadonlySet<string>>> = { nl: new Set(['Open', 'Details']) };

/** Placeholders holding numbers, prices or dates: nothing elides before a digit. */
const NUMERIC_VALUES = new Set([
  'amount',
  'count',
  'date',
  'days',
  'km',
  'max',
  'minAge',
  'minimum',
  'number',
  'percentage',
  'price',
  'refundDays',
  'time',
  'total',
]);

const OTHER_LOCALES = LOCALES.filter((l) => l !== 'en');
const cases = NAMESPACES.flatMap((ns) => OTHER_LOCALES.map((locale) => [ns, locale] as const));

describe.each(NAMESPACES)('%s.json', (ns) => {
  it('exists for every locale', () => {
    for (const locale of LOCALES) expect(files[`../../locales/${locale}/${ns}.json`], locale).toBeDefined();
  });
});

describe('translations', () => {
  it.each(cases)('%s: %s has exactly the English keys', (ns, locale) => {
    expect(baseKeys(namespace(locale, ns))).toEqual(baseKeys(namespace('en', ns)));
  });

  it.each(cases)('%s: %s is translated, not copied', (ns, locale) => {
    const en = namespace('en', ns);
    const copied = Object.entries(namespace(locale, ns))
      .filter(
        ([key, value]) =>
          en[key] === value && !SAME_AS_ENGLISH.has(value) && !SAME_IN_LOCALE[locale]?.has(value),
      )
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  // i18next (v4 JSON) picks key_<category> by Intl.PluralRules: Polish counts need _one, _few, _many and
  // _other ("1 kredyt", "2 kredyty", "5 kredytów", "1,5 kredytu"), and French, Spanish and Italian _many
  // for a million and more ("1 000 000 de crédits"). A key that has plural forms in English (or in the
  // language itself) has every form the language uses: a single unsuffixed translation of a counted key
  // would read "5 kredyt".
  it.each(NAMESPACES.flatMap((ns) => LOCALES.map((locale) => [ns, locale] as const)))(
    '%s: %s has every plural form its language needs',
    (ns, locale) => {
      const entries = namespace(locale, ns);
      const pluralBases = new Set(
        [...Object.keys(namespace('en', ns)), ...Object.keys(entries)]
          .filter((k) => PLURAL.test(k))
          .map((k) => k.replace(PLURAL, '')),
      );
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const base of pluralBases) {
        for (const form of forms)
          expect(entries[`${base}_${form}`], `${locale}: ${base}_${form}`).toBeDefined();
      }
    },
  );

  // What a Polish reader sees for 1, 2, 5, 12, 22 and 25, through i18next as the app calls it.
  it('counts in Polish with the right form of the noun', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'pl',
      resources: {
        pl: Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`../../locales/pl/${ns}.json`]!])),
      },
      interpolation: { escapeValue: false },
    });
    const counted = (key: string, ns: string) =>
      [1, 2, 5, 12, 22, 25].map((count) => i18n.t(key, { ns, count }));
    expect(counted('credits', 'billing')).toEqual([
      '1 kredyt',
      '2 kredyty',
      '5 kredytów',
      '12 kredytów',
      '22 kredyty',
      '25 kredytów',
    ]);
    expect(counted('nav.unreadMessages', 'common')).toEqual([
      '1 nieprzeczytana wiadomość',
      '2 nieprzeczytane wiadomości',
      '5 nieprzeczytanych wiadomości',
      '12 nieprzeczytanych wiadomości',
      '22 nieprzeczytane wiadomości',
      '25 nieprzeczytanych wiadomości',
    ]);
    expect(counted('age', 'profile')).toEqual(['1 rok', '2 lata', '5 lat', '12 lat', '22 lata', '25 lat']);
    // a counted noun inside a sentence (the refund dialog, as refund-action.tsx fills it): the verb agrees
    // with every count, "10 kredytów zostaną odjęte" did not
    const refund = (count: number) =>
      i18n.t('transactions.refundText', {
        ns: 'billing',
        credits: i18n.t('credits', { ns: 'billing', count }),
        amount: '9,99 €',
      });
    expect([10, 22, 25].map(refund)).toEqual([
      'Z twojego konta odejmiemy 10 kredytów z tego zakupu, a 9,99 € wróci do ciebie tą samą metodą płatności.',
      'Z twojego konta odejmiemy 22 kredyty z tego zakupu, a 9,99 € wróci do ciebie tą samą metodą płatności.',
      'Z twojego konta odejmiemy 25 kredytów z tego zakupu, a 9,99 € wróci do ciebie tą samą metodą płatności.',
    ]);
  });

  // Polish past tense and adjectives have a gender: "Nikogo jeszcze nie polubiłeś" and "Musisz być
  // zalogowany" read wrong to a woman. What speaks to the member is worded for anyone, or gives both forms
  // ("napisałeś/napisałaś", "Zablokowałeś(-aś)").
  it.each(NAMESPACES)('%s: pl addresses the member in words for either gender', (ns) => {
    const masculineOnly = Object.entries(namespace('pl', ns))
      .filter(([, value]) => MASCULINE_ONLY_PL.some((pattern) => pattern.test(value)))
      .map(([key]) => key);
    expect(masculineOnly).toEqual([]);
  });

  // The app speaks to the member with lower-case "ty, ci, twój" (some 200 texts); a capitalised "Twoja
  // para", "pokażemy Ci" in the middle of a sentence (as in a letter) stood out among them.
  it.each(NAMESPACES)('%s: pl writes "ty, ci, twój" in lower case within a sentence', (ns) => {
    const capitalised = Object.entries(namespace('pl', ns))
      .filter(([, value]) => CAPITALISED_ADDRESS_PL.test(value))
      .map(([key]) => key);
    expect(capitalised).toEqual([]);
  });

  // A member card (search, likes, similar members) does not know the member's gender: its activity line
  // ("Active today", "Active 3 days ago") is not a masculine adjective where the language inflects it
  // ("Aktywny", "Activo", "Attivo", "Actif" under a woman's photo).
  it.each(LOCALES)('%s: a member card’s activity is worded for either gender', (locale) => {
    const activity = Object.entries(namespace(locale, 'member')).filter(([key]) =>
      /^card\.active(Today|DaysAgo_\w+)$/.test(key),
    );
    expect(activity.length).toBeGreaterThan(0);
    const masculine = activity
      .filter(([, value]) => /^(Aktywny|Activo|Attivo|Actif)\b/u.test(value))
      .map(([key]) => key);
    expect(masculine).toEqual([]);
  });

  // "1 photo(s) sur 3" reads as a form letter: a string with a number in it is phrased so that it fits any
  // number, or has plural forms (key_one, key_other), never a "(s)" shortcut.
  it.each(cases)('%s: %s writes counts without a "(s)" plural shortcut', (ns, locale) => {
    const shortcuts = Object.entries(namespace(locale, ns))
      .filter(([, value]) => /\{\{\s*\w+\s*\}\}/.test(value) && /\p{L}\(s\)/u.test(value))
      .map(([key]) => key);
    expect(shortcuts).toEqual([]);
  });

  // The French likes page was headed "Likes" under a "J'aime" navigation link and tab title: a page is
  // headed with the name the navigation gives it.
  it.each(LOCALES)('%s: the likes and messages pages are headed as the navigation names them', (locale) => {
    const nav = common(locale);
    expect(namespace(locale, 'member')['likes.title']).toBe(nav['nav.likes']);
    expect(namespace(locale, 'chats')['list.title']).toBe(nav['nav.messages']);
  });

  // "À propos de Alex": French elides "de"/"que" before a vowel or h, so a name or other word that can
  // start with one goes through the elision formats, "À propos {{name, de}}" (lib/i18n/elision.ts).
  it.each(NAMESPACES)('%s: fr puts no bare "de"/"que" before a value that can start with a vowel', (ns) => {
    const bare = Object.entries(namespace('fr', ns)).flatMap(([key, value]) =>
      [...value.matchAll(/(?<![\p{L}’'])(?:de|que) \{\{(\w+)\}\}/giu)]
        .filter((match) => !NUMERIC_VALUES.has(match[1]!))
        .map((match) => `${key}: ${match[0]}`),
    );
    expect(bare).toEqual([]);
  });

  // The French texts mixed "j'aime", "like", "liker" and "liké": the likes feature speaks French
  // throughout, the noun "j'aime" (invariable) and the verb "aimer" (docs/decisions.md, stop 54).
  it.each(NAMESPACES)('%s: fr says "j\'aime"/"aimer", never the English "like"', (ns) => {
    const english = Object.entries(namespace('fr', ns))
      .filter(([, value]) => /(?<!\p{L})lik\p{L}*/iu.test(value.replace(/\{\{[^}]*\}\}/g, '')))
      .map(([key, value]) => `${key}: ${value}`);
    expect(english).toEqual([]);
  });

  // "Trouveur de match" is no French: the match finder is "Recherche de matchs", one name on its page, on
  // the search page's link (its route title) and over its profile section.
  it.each(LOCALES)('%s: the match finder has one name on its page, link and profile section', (locale) => {
    const name = common(locale)['routes.match-finder'];
    expect(namespace(locale, 'finder')['matchFinder.title']).toBe(name);
    expect(namespace(locale, 'profile')['sections.matchFinder']).toBe(name);
  });

  it.each(NAMESPACES)('%s: fr never says "trouveur"', (ns) => {
    const clumsy = Object.entries(namespace('fr', ns)).filter(([, value]) => /trouveur/i.test(value));
    expect(clumsy).toEqual([]);
  });

  // A transaction's link shows one word and is named by a longer text (the payment's date); the name holds
  // the word (WCAG 2.5.3, label in name). Dutch showed "Bekijken" in a link named "Bekijk de betaling van
  // 7 dec 2026", which also headed the payment's page.
  it.each(LOCALES)('%s: a transaction’s link name starts with the word it shows', (locale) => {
    const billing = namespace(locale, 'billing');
    expect(billing['transactions.detailsOf']!.startsWith(billing['transactions.details']!)).toBe(true);
  });

  // Dutch wrote "foto's" on one page and "foto’s" on the next: one apostrophe within a word, the straight
  // one, as most of its texts had it. (Quotation marks ‘…’ around a value stay.)
  it.each(NAMESPACES)('%s: nl writes one apostrophe within a word', (ns) => {
    const curly = Object.entries(namespace('nl', ns))
      .filter(([, value]) => /\p{L}’\p{L}/u.test(value))
      .map(([key]) => key);
    expect(curly).toEqual([]);
  });

  // Dutch writes a compound as one word: "premiumlid", "premiumleden", not "Premium-leden".
  it.each(NAMESPACES)('%s: nl writes premium compounds as one word', (ns) => {
    const hyphenated = Object.entries(namespace('nl', ns))
      .filter(([, value]) => /premium-\p{L}/iu.test(value))
      .map(([key]) => key);
    expect(hyphenated).toEqual([]);
  });

  // Dutch named white skin "blank", a word current Dutch usage has left for "wit" (the old one reads as
  // "unmarked", the norm); the profile and the search both say "Wit".
  it.each(NAMESPACES)('%s: nl says "wit", not "blank", for white skin', (ns) => {
    const blank = Object.entries(namespace('nl', ns))
      .filter(([, value]) => /\bblank(e)?\b/iu.test(value))
      .map(([key]) => key);
    expect(blank).toEqual([]);
  });

  it('names a title for every route of the route table', () => {
    for (const locale of LOCALES) {
      const entries = common(locale);
      for (const route of routeTable)
        expect(entries[`routes.${route.name}`], `${locale}: ${route.name}`).toBeTruthy();
    }
  });
});
