import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it as italian } from './locales/it';
import { nl } from './locales/nl';
import { pl } from './locales/pl';
import { type Locale, LOCALES, type MessageKey, money, translate } from './messages';

const CATALOGUES = { en, de, es, fr, it: italian, nl, pl };
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The counted messages: a number from a setting or a constant before a noun ("1 day", "5 dni"). Each has
 * every plural form its language has, as i18next's `key_one` / `key_few` / `key_many` / `key_other`.
 */
const COUNTED = [
  'profiles.photo_limit_free',
  'profiles.photo_limit_premium',
  'matching.swipe_limit_reached',
  'profiles.too_many_interests',
  'billing.refund_period_over',
  'billing.adjustment_below_zero',
  'mail.reset.body',
  'mail.mail_change.body',
  'mail.reactivation.body',
  'mail.mail_restore.body',
  'messaging.fictional_notes_too_long',
  'messaging.message_too_long',
  'dataExport.limit_reached',
  'dataExport.mail.expiry',
];

/**
 * Messages with a number that read right at any count, so have no plural forms: a label before the
 * number ("Unread messages: 1"), a unit's abbreviation ("1 min."; the SPEC's wording), a price or an age.
 */
const READS_AT_ANY_COUNT = new Set([
  'identity.account_locked',
  'identity.date_of_birth_required',
  'billing.code_minimum',
  'notificationMail.messages.from',
  'notificationJobs.unread.intro',
  'notificationJobs.weekly.likes',
  'notificationJobs.weekly.new_members',
]);
/** Placeholders that hold a number. */
const NUMBER = /\{(?:count|days|hours|minutes|max|balance|likes|newMembers|min_age|minimum)\}/;

/** A masculine second-person past form ("-łeś") or adjective with no feminine beside it. */
const MASCULINE_ONLY_PL = [/\p{L}+łeś(?![\p{L}/(])/u, /\b(?:zalogowany|gotowy|pewien)\b(?![/(])/iu];

describe('server messages', () => {
  it('fills placeholders', () => {
    expect(translate('en', 'errors.invalid_query', { name: 'domain' })).toBe(
      'The query parameter domain is not valid.',
    );
  });

  it('elides French "de" before a site name with a vowel: {site, de}', () => {
    expect(translate('fr', 'notificationMail.like.intro', { site: 'Amourly' })).toBe(
      "Bonne nouvelle d'Amourly :",
    );
    expect(translate('fr', 'notificationMail.like.intro', { site: 'Kindred' })).toBe(
      'Bonne nouvelle de Kindred :',
    );
  });

  it('puts no bare French "de"/"que" before a value that can start with a vowel', () => {
    // numbers, and errors.already_exists's technical field names (code, credits, domain, slug)
    const numeric = new Set(['max', 'minimum', 'days', 'count', 'hours', 'minutes']);
    const bare = Object.entries(fr).flatMap(([key, text]) =>
      [...text.matchAll(/(?<![\p{L}’'])(?:de|que) \{(\w+)\}/giu)]
        .filter((match) => !numeric.has(match[1]) && key !== 'errors.already_exists')
        .map((match) => `${key}: ${match[0]}`),
    );
    expect(bare).toEqual([]);
  });

  it('says "j’aime"/"aimer" in French, never the English "like"', () => {
    const english = Object.entries(fr).filter(([, text]) =>
      /(?<!\p{L})lik\p{L}*/iu.test(text.replace(/\{[^}]*\}/g, '')),
    );
    expect(english).toEqual([]);
  });

  it('calls the match finder "recherche de matchs" in French, not "trouveur de match"', () => {
    expect(Object.values(fr).filter((text) => /trouveur/i.test(text))).toEqual([]);
  });

  it('counts in English: 1 day, 2 days', () => {
    const refund = (count: number) => translate('en', 'billing.refund_period_over', { count });
    expect(refund(1)).toBe('The refund period of 1 day has ended.');
    expect(refund(2)).toBe('The refund period of 2 days has ended.');
    expect(refund(14)).toBe('The refund period of 14 days has ended.');
    expect(translate('en', 'mail.reset.body', { count: 1, name: 'Ann', link: 'L' })).toContain(
      'within 1 hour to choose',
    );
    expect(translate('en', 'mail.reset.body', { count: 2, name: 'Ann', link: 'L' })).toContain(
      'within 2 hours to choose',
    );
  });

  // Intl.PluralRules('pl'): 1 "one"; 2-4, 22-24… "few"; 5-21, 25… "many"; fractions "other" ("1,5 dnia")
  it('counts in Polish with the right form of the noun: 1, 3, 5, 12, 22', () => {
    // the number and the word after it, for 1, 3, 5, 12 and 22
    const counted = (key: MessageKey) =>
      [1, 3, 5, 12, 22].map((count) => /\d+ \p{L}+/u.exec(translate('pl', key, { count }))?.[0]);
    expect(counted('billing.adjustment_below_zero')).toEqual([
      '1 kredyt',
      '3 kredyty',
      '5 kredytów',
      '12 kredytów',
      '22 kredyty',
    ]);
    expect(counted('billing.refund_period_over')).toEqual(['1 dzień', '3 dni', '5 dni', '12 dni', '22 dni']);
    expect(translate('pl', 'billing.refund_period_over', { count: 1 })).toBe(
      'Okres zwrotu wynoszący 1 dzień minął.',
    );
    expect(translate('pl', 'mail.reset.body', { count: 2, name: 'Ania', link: 'L' })).toContain(
      'w ciągu 2 godzin:',
    );
  });

  it('counts 0 and 1 as singular in French', () => {
    const refund = (count: number) => translate('fr', 'billing.refund_period_over', { count });
    expect(refund(0)).toBe('Le délai de remboursement de 0 jour est écoulé.');
    expect(refund(1)).toBe('Le délai de remboursement de 1 jour est écoulé.');
    expect(refund(2)).toBe('Le délai de remboursement de 2 jours est écoulé.');
    expect(refund(1_000_000)).toBe('Le délai de remboursement de 1\u202f000\u202f000 de jours est écoulé.');
  });

  it('writes a number the language’s way, and a text as it is', () => {
    const tooLong = (locale: Locale, count: number | string) =>
      translate(locale, 'messaging.message_too_long', { count });
    expect(tooLong('en', 2000)).toBe('Your message may be at most 2,000 characters long.');
    expect(tooLong('de', 2000)).toBe('Deine Nachricht darf höchstens 2.000 Zeichen lang sein.');
    expect(tooLong('fr', 2000)).toBe('Votre message peut contenir au plus 2\u202f000 caractères.');
    // Polish and Spanish group from five digits on.
    expect(tooLong('pl', 2000)).toBe('Twoja wiadomość może mieć najwyżej 2000 znaków.');
    expect(tooLong('pl', 20000)).toBe('Twoja wiadomość może mieć najwyżej 20\u00a0000 znaków.');
    expect(tooLong('en', '2000')).toBe('Your message may be at most 2000 characters long.');
    expect(translate('de', 'billing.dd_sms', { site: 'Amourly', code: '012345' })).toContain('012345');
  });

  it('writes a price the language’s way', () => {
    const minimum = money(1500, 'EUR');
    expect(translate('en', 'billing.code_minimum', { minimum })).toBe(
      'This code applies to orders from €15.00.',
    );
    expect(translate('de', 'billing.code_minimum', { minimum })).toBe(
      'Dieser Code gilt für Bestellungen ab 15,00\u00a0€.',
    );
    expect(translate('nl', 'billing.code_minimum', { minimum })).toBe(
      'Deze code geldt voor bestellingen vanaf €\u00a015,00.',
    );
  });

  it('takes a count given as text', () => {
    expect(translate('en', 'dataExport.limit_reached', { count: '1' })).toBe(
      'You have asked for a copy of your data once today; please try again tomorrow.',
    );
  });

  it('gives every message with a number plural forms, unless it reads right at any count', () => {
    const uncounted = Object.entries(en)
      .filter(([key, text]) => !PLURAL.test(key) && NUMBER.test(text) && !READS_AT_ANY_COUNT.has(key))
      .map(([key]) => key);
    expect(uncounted).toEqual([]);
  });

  // As the web app's translations test: i18next picks key_<category> by Intl.PluralRules, so a language
  // needs every category it has ("1 dzień", "2 dni", "5 dni", "1,5 dnia"), French, Spanish and Italian a
  // "many" for millions ("1 000 000 de jours"). A counted message has no unsuffixed text left over.
  it.each(Object.entries(CATALOGUES))(
    '%s has every plural form of every counted message',
    (locale, messages) => {
      const entries = messages as Record<string, string>;
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const counted = new Set([
        ...COUNTED,
        ...[...Object.keys(en), ...Object.keys(entries)]
          .filter((key) => PLURAL.test(key) && `${key.replace(PLURAL, '')}_one` in en)
          .map((key) => key.replace(PLURAL, '')),
      ]);
      const missing = [...counted].flatMap((base) =>
        categories
          .filter((category) => !entries[`${base}_${category}`])
          .map((category) => `${base}_${category}`),
      );
      expect(missing).toEqual([]);
      expect([...counted].filter((base) => base in entries)).toEqual([]);
      // forms only of the language's categories: no stray Polish "few" in German
      const stray = Object.keys(entries).filter(
        (key) => counted.has(key.replace(PLURAL, '')) && !categories.includes(key.match(PLURAL)![1] as never),
      );
      expect(stray).toEqual([]);
    },
  );

  it('covers the seven languages', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });

  it('keeps the spec wording in English', () => {
    expect(translate('en', 'errors.generic')).toBe('An error occured, please try again later.');
    expect(translate('en', 'errors.login_failed')).toBe('Login failed, please try again');
  });

  it.each(Object.entries({ de, es, fr, it: italian, nl, pl }))(
    '%s is a real translation of every key',
    (_, messages) => {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(messages[key]).toBeTruthy();
        if (!key.startsWith('mail.')) expect(messages[key]).not.toBe(en[key]);
      }
    },
  );

  // Polish past tense and adjectives have a gender: "Złożyłeś dziś…" reads wrong to a woman. A message to
  // the member is worded for anyone, or gives both forms ("Zablokowałeś(-aś)").
  // The e-mail's line per sender ("Ania: 3 do przeczytania") fits any count without plural forms: no
  // "non lu(s)" shortcut, no "nieprzeczytane: 3" after the name's colon.
  it.each(Object.entries({ en, de, es, fr, it: italian, nl, pl }))(
    '%s writes counts without a "(s)" shortcut or a second colon',
    (_, messages) => {
      const awkward = Object.entries(messages)
        .filter(([, text]) => /\p{L}\(s\)/u.test(text) || /:[^:\n]*: *\{count\}/.test(text))
        .map(([key]) => key);
      expect(awkward).toEqual([]);
    },
  );

  // as the web app: "ty, ci, twój" in lower case within a sentence ("Twoich danych" stood out)
  it('Polish writes the pronouns of address in lower case within a sentence', () => {
    const capitalised = Object.entries(pl)
      .filter(([, text]) =>
        /(?<=[\p{Ll},] )(?:Ci|Cię|Ciebie|Tobie|Tobą|Ty|Twój|Twoja|Twoje|Twoją|Twojego|Twojej|Twoich|Twoim|Twoimi)(?!\p{L})/u.test(
          text,
        ),
      )
      .map(([key]) => key);
    expect(capitalised).toEqual([]);
  });

  it('Polish addresses the member in words for either gender', () => {
    const masculineOnly = Object.entries(pl)
      .filter(([, text]) => MASCULINE_ONLY_PL.some((pattern) => pattern.test(text)))
      .map(([key]) => key);
    expect(masculineOnly).toEqual([]);
  });
});
