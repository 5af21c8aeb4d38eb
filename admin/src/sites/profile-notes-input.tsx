import { Box, FormHelperText, Typography } from '@mui/material';
import { maxLength, TextInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { LOCALES } from '../i18n/locales';
import { VISIBLE_PROFILE_FIELDS } from './site-rules';

type Notes = Record<string, Record<string, string | null> | undefined>;

/** A note's English text is its fallback: needed as soon as another language has a text. */
const englishWhenTranslated =
  (field: string): Validator =>
  (value: unknown, values: { visible_profile_notes?: Notes }) => {
    const texts = values.visible_profile_notes?.[field] ?? {};
    const translated = Object.entries(texts).some(([lang, text]) => lang !== 'en' && text?.trim());
    return translated && !(typeof value === 'string' && value.trim())
      ? 'kindred.sites.invalid.profile_notes'
      : undefined;
  };

const within = maxLength(500);

/**
 * `visible_profile_notes`: the note under each profile fact, a field per language (English first: it is
 * shown where a language has none). Each input is labelled with its fact and its language; an empty
 * input is no text, and a fact without any text has no note.
 */
export const ProfileNotesInput = () => {
  const translate = useTranslate();
  const record = useRecordContext<{ visible_profile_notes?: Notes }>();
  const fields = [
    ...new Set([...VISIBLE_PROFILE_FIELDS, ...Object.keys(record?.visible_profile_notes ?? {})]),
  ];
  const title = translate('resources.sites.fields.visible_profile_notes');
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, width: '100%' }}
      aria-describedby="profile-notes-help"
    >
      <Typography component="legend" variant="subtitle1">
        {title}
      </Typography>
      <FormHelperText id="profile-notes-help">{translate('kindred.sites.help.profile_notes')}</FormHelperText>
      {fields.map((field) => {
        const fieldName = translate(`kindred.sites.profile_field.${field}`, { _: field });
        return (
          <Box
            key={field}
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, mt: 2 }}
            data-testid={`profile-notes-${field}`}
          >
            <Typography component="legend" variant="subtitle2">
              {fieldName}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {LOCALES.map(({ locale, name }) => (
                <TextInput
                  key={locale}
                  source={`visible_profile_notes.${field}.${locale}`}
                  label={`${fieldName} (${name})`}
                  validate={locale === 'en' ? [within, englishWhenTranslated(field)] : [within]}
                  slotProps={{ htmlInput: { lang: locale } }}
                  helperText={false}
                  fullWidth
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
