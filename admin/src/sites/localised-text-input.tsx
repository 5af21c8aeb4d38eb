import { Box, FormHelperText, Typography } from '@mui/material';
import { Fragment } from 'react';
import { maxLength, TextInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { LOCALES } from '../i18n/locales';

type Texts = Record<string, string | null | undefined>;

/** The value at a dotted path (`visible_profile_notes.about`) of the form's values. */
const at = (values: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      values,
    );

/**
 * The English text of a setting written per language is its fallback: needed as soon as another language
 * has a text. `source` is the path of the texts ({en, de, …}) in the form's values; `message` the error.
 */
export const englishWhenTranslated =
  (source: string, message: string): Validator =>
  (value: unknown, values: object) => {
    const texts = (at(values, source) as Texts | undefined) ?? {};
    const translated = Object.entries(texts).some(([lang, text]) => lang !== 'en' && text?.trim());
    return translated && !(typeof value === 'string' && value.trim()) ? message : undefined;
  };

interface LanguageFieldsProps {
  /** The path of the texts in the record, e.g. `index_title` or `visible_profile_notes.about`. */
  source: string;
  /** What the texts are, named in each input's label: "<label> (<language>)". */
  label: string;
  maxLength: number;
  /** The message of an English text missing beside another language's. */
  englishMessage: string;
  multiline?: boolean;
}

/** A labelled input per language (English first: it is shown where a language has none). */
export const LanguageFields = ({
  source,
  label,
  maxLength: max,
  englishMessage,
  multiline,
}: LanguageFieldsProps) => {
  const within = maxLength(max);
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {LOCALES.map(({ locale, name }) => (
        <TextInput
          key={locale}
          source={`${source}.${locale}`}
          label={`${label} (${name})`}
          validate={locale === 'en' ? [within, englishWhenTranslated(source, englishMessage)] : [within]}
          slotProps={{ htmlInput: { lang: locale } }}
          helperText={false}
          multiline={multiline}
          fullWidth
        />
      ))}
    </Box>
  );
};

/**
 * One of the site's own texts (description, index_title, fictional_*), a labelled field per language in a
 * fieldset named by the setting; an empty input is no text, and with none at all the member app shows its
 * own wording.
 */
export const LocalisedTextInput = ({
  source,
  maxLength: max,
  multiline,
}: {
  source: string;
  maxLength: number;
  multiline?: boolean;
}) => {
  const translate = useTranslate();
  const label = translate(`resources.sites.fields.${source}`);
  const helpId = `${source}-help`;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}
      aria-describedby={helpId}
      data-testid={`localised-${source}`}
    >
      <Typography component="legend" variant="subtitle1">
        {label}
      </Typography>
      <FormHelperText id={helpId}>{translate('kindred.sites.help.localised_text')}</FormHelperText>
      <LanguageFields
        source={source}
        label={label}
        maxLength={max}
        englishMessage="kindred.sites.invalid.localised_text"
        multiline={multiline}
      />
    </Box>
  );
};

/** A setting written per language, shown as each language's text (named by its language), or "—". */
export const LocalisedTextField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const texts = (record?.[source] ?? {}) as Texts;
  const written = LOCALES.filter(({ locale }) => texts[locale]?.trim());
  if (!written.length) return <Typography variant="body2">—</Typography>;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {written.map(({ locale, name }) => (
        <Fragment key={locale}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" variant="body2" lang={locale} sx={{ m: 0, mb: 0.5 }}>
            {texts[locale]}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
};
