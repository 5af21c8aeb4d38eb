import { type FieldRule, INVALID } from '../../shared/admin-input/field-rules';
import type { Locale } from '../../shared/i18n/messages';
import { isPlainObject } from '../../shared/http/plain-object';
import { type LocalisedText, parseLocalisedText, textIn } from './localised-text';

/** One note in each language the operator wrote it in; English always (it is the fallback). */
export type LocalisedNote = LocalisedText;
/** `visible_profile_notes` as stored: a note per profile field, e.g. {about: {en: "…", de: "…"}}. */
export type ProfileNotes = Record<string, LocalisedNote>;

export const PROFILE_NOTE_MAX_LENGTH = 500;
export const PROFILE_NOTES_MAX = 20;
const FIELD = /^[a-z_]{1,40}$/;

/** `visible_profile_notes` from the console: at most 20 notes, each keyed by a lower-case field name. */
export const profileNotes: FieldRule<ProfileNotes> = (value) => {
  if (!isPlainObject(value)) return INVALID;
  const entries = Object.entries(value);
  if (entries.length > PROFILE_NOTES_MAX) return INVALID;
  const out: ProfileNotes = {};
  for (const [field, given] of entries) {
    if (!FIELD.test(field)) return INVALID;
    const parsed = parseLocalisedText(given, PROFILE_NOTE_MAX_LENGTH);
    if (parsed === INVALID) return INVALID;
    if (parsed) out[field] = parsed;
  }
  return out;
};

/** The notes in one language: each note's text in `locale`, else its English one. */
export function notesIn(notes: ProfileNotes, locale: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, texts] of Object.entries(notes)) {
    const text = textIn(texts, locale);
    if (text) out[field] = text;
  }
  return out;
}
