import { Alert } from '@mui/material';
import { Create, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { CountriesInput, LanguageInput } from './site-inputs';
import { SITE_RULES } from './site-rules';

const wide = { fullWidth: true } as const;

/** Tells the operator where the other settings come from (the server copies the default site's). */
const StartsAsDefault = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      {translate('kindred.sites.create_note')}
    </Alert>
  );
};

/**
 * A new site: what makes it another brand (name, domain, language, countries, support address); every
 * other setting, and the company info, start as the default site's and are edited next.
 */
export const SiteCreate = () => (
  <Create redirect="edit">
    <SimpleForm>
      <StartsAsDefault />
      <TextInput source="name" validate={SITE_RULES.name} {...wide} />
      <TextInput
        source="domain"
        validate={SITE_RULES.domain}
        parse={(value: string) => value.trim().toLowerCase()}
        {...wide}
      />
      <LanguageInput />
      <CountriesInput />
      <TextInput source="support_email" validate={SITE_RULES.support_email} {...wide} />
    </SimpleForm>
  </Create>
);
