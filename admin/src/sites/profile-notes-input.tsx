import { Box, FormHelperText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { LanguageFields } from './localised-text-input';
import { VISIBLE_PROFILE_FIELDS } from './site-rules';

type Notes = Record<string, Record<string, string | null> | undefined>;

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
            <LanguageFields
              source={`visible_profile_notes.${field}`}
              label={fieldName}
              maxLength={500}
              englishMessage="kindred.sites.invalid.profile_notes"
            />
          </Box>
        );
      })}
    </Box>
  );
};
