import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it as italian } from './locales/it';
import { nl } from './locales/nl';
import { pl } from './locales/pl';
import { translate } from './messages';

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
