import type { LocaleCode } from './locales';

/** The same keys as the English messages, every leaf a string (the translation of the English one). */
export type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

export type ResourceMessages = Record<LocaleCode, object>;

/**
 * A resource's own messages in the seven languages (admin/src/<resource>/messages.ts), merged into the
 * catalog by resource-messages.ts. English is the model: each other language must have exactly its keys.
 * Put react-admin's names under `resources.<resource>` (name, forcedCaseName, fields.<field>) and the rest
 * under `kindred.<resource>`. `name` is the capitalised label of menus and titles; `forcedCaseName` is the
 * name as it reads mid-sentence (the empty list's "No orders yet.", the delete dialogs), in as many counted
 * forms (Polish: one |||| few |||| many, the many form being also the one for 0). French says its empty lists
 * itself, in fr-empty-pages.ts.
 */
export function defineMessages<T extends object>(
  en: T,
  others: Record<Exclude<LocaleCode, 'en'>, Translated<T>>,
): ResourceMessages {
  return { en, ...others };
}
