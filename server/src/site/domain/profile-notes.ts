import { type FieldRule, INVALID } from '../../shared/admin-input/field-rules';
import { FALLBACK_LOCALE, isLocale, type Locale } from '../../shared/i18n/messages';

/** One note in each language the operator wrote it in; English always (it is the fallback). */
export type LocalisedNote = Partial<Record<Locale, string>> & { en: string };
/** `visible_profile_notes` as stored: a note per profile field, e.g. {about: {en: "…", de: "…"}}. */
export type ProfileNotes = Record<string, LocalisedNote>;

export const PROFILE_NOTE_MAX_LENGTH = 500;
export const PROFILE_NOTES_MAX = 20;
const FIELD = /^[a-z_]{1,40}$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One note as the console sends it: a text per language (en, de, es, fr, it, nl, pl), each trimmed and at
 * most 500 characters; an empty or null text is no text (the form's emptied inputs). Null when no language
 * has a text (no note for the field); INVALID for another shape, an unknown language, an over-long text,
 * or texts without the English one.
 */
function note(value: unknown): LocalisedNote | null | typeof INVALID {
  if (!isPlainObject(value)) return INVALID;
  const texts: Partial<Record<Locale, string>> = {};
  for (const [language, text] of Object.entries(value)) {
    if (!isLocale(language)) return INVALID;
    if (text === null) continue;
    if (typeof text !== 'string') return INVALID;
    const trimmed = text.trim();
    if (trimmed.length > PROFILE_NOTE_MAX_LENGTH) return INVALID;
    if (trimmed) texts[language] = trimmed;
  }
  if (!Object.keys(texts).length) return null;
  return texts.en === undefined ? INVALID : (texts as LocalisedNote);
}

/** `visible_profile_notes` from the console: at most 20 notes, each keyed by a lower-case field name. */
export const profileNotes: FieldRule<ProfileNotes> = (value) => {
  if (!isPlainObject(value)) return INVALID;
  const entries = Object.entries(value);
  if (entries.length > PROFILE_NOTES_MAX) return INVALID;
  const out: ProfileNotes = {};
  for (const [field, given] of entries) {
    if (!FIELD.test(field)) return INVALID;
    const parsed = note(given);
    if (parsed === INVALID) return INVALID;
    if (parsed) out[field] = parsed;
  }
  return out;
};

/** The notes in one language: each note's text in `locale`, else its English one. */
export function notesIn(notes: ProfileNotes, locale: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, texts] of Object.entries(notes)) {
    const text = texts[locale] ?? texts[FALLBACK_LOCALE];
    if (text) out[field] = text;
  }
  return out;
}
