import { SelectArrayInput, SelectInput } from 'react-admin';
import { countryChoices, languageChoices } from './site-choices';
import { SITE_RULES } from './site-rules';

/** The site's language (a code, shown as is), in the create and the edit form. */
export const LanguageInput = () => (
  <SelectInput
    source="domain_language"
    choices={languageChoices}
    translateChoice={false}
    validate={SITE_RULES.domain_language}
  />
);

/** The countries the site serves (codes, shown as are), in the create and the edit form. */
export const CountriesInput = () => (
  <SelectArrayInput
    source="countries"
    choices={countryChoices}
    translateChoice={false}
    validate={SITE_RULES.countries}
  />
);
