import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * `meta` of a query whose answer depends on the language (its key holds the language too, or it is loaded
 * again when the language changes, as the settings are). After the
 * language is saved on the account such queries are loaded again: the server answers in the saved
 * language wherever the request does not name one.
 */
export const LANGUAGE_DEPENDENT = { languageDependent: true } as const;

export function isLanguageDependent(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.languageDependent === true;
}

/** Marks every language-dependent answer stale and loads the ones on screen again. */
export function refreshLanguageDependentQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isLanguageDependent });
}
