import { COUNTRIES, CURRENCIES, LANGUAGES, SEARCH_FIELDS, VISIBLE_PROFILE_FIELDS } from './site-rules';

/** Choices of the sites' select inputs; names are message keys (kindred.sites.*) unless codes. */
const keyed = (values: readonly string[], prefix: string) =>
  values.map((id) => ({ id, name: `kindred.sites.${prefix}.${id}` }));

export const languageChoices = LANGUAGES.map((id) => ({ id, name: id }));
export const countryChoices = COUNTRIES.map((id) => ({ id, name: id }));
export const currencyChoices = CURRENCIES.map((id) => ({ id, name: id }));
export const signupChoices = keyed(['all', 'with_trafficsource', 'none'], 'signups');
export const searchChoices = keyed(['all', 'none'], 'search');
export const moderationChoices = keyed(['post', 'pre'], 'photo_moderation');
export const visibleFieldChoices = keyed(VISIBLE_PROFILE_FIELDS, 'profile_field');
export const searchFieldChoices = keyed(SEARCH_FIELDS, 'search_field');
