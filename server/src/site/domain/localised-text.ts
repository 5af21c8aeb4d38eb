import { type FieldRule, INVALID } from '../../shared/admin-input/field-rules';
import { isPlainObject } from '../../shared/http/plain-object';
import { FALLBACK_LOCALE, isLocale, type Locale } from '../../shared/i18n/messages';

/**
 * A site text the operator writes in each language the app speaks (en, de, es, fr, it, nl, pl), English
 * always: it is shown where a language has none. The profile notes and the site's own texts
 * (description, index_title, fictional_warning, fictional_singular, fictional_plural) are stored so.
 */
export type LocalisedText = Partial<Record<Locale, string>> & { en: string };

/**
 * A text per language as the console sends it, each trimmed and at most `maxLength` characters; an empty
 * or null text is no text (the form's emptied inputs). Null when no language has a text; INVALID for
 * another shape, an unknown language, an over-long text, or texts without the English one.
 */
export function parseLocalisedText(value: unknown, maxLength: number): LocalisedText | null | typeof INVALID {
  if (!isPlainObject(value)) return INVALID;
  const texts: Partial<Record<Locale, string>> = {};
  for (const [language, text] of Object.entries(value)) {
    if (!isLocale(language)) return INVALID;
    if (text === null) continue;
    if (typeof text !== 'string') return INVALID;
    const trimmed = text.trim();
    if (trimmed.length > maxLength) return INVALID;
    if (trimmed) texts[language] = trimmed;
  }
  if (!Object.keys(texts).length) return null;
  return texts.en === undefined ? INVALID : (texts as LocalisedText);
}

/**
 * A site setting written per language (`{en: '…', de: '…'}`, see parseLocalisedText). No text in any
 * language is `{en: ''}`: the setting is empty and the app shows its own wording, as before.
 */
export const localisedText =
  (maxLength: number): FieldRule<LocalisedText> =>
  (value) =>
    parseLocalisedText(value, maxLength) ?? { en: '' };

/** The text in `locale`, else the English one ('' when the setting is empty). */
export function textIn(text: LocalisedText, locale: Locale): string {
  return text[locale] ?? text[FALLBACK_LOCALE] ?? '';
}
