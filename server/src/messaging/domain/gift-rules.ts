import {
  boolean,
  type FieldRule,
  INVALID,
  integer,
  record,
  text,
} from '../../shared/admin-input/field-rules';

const LANGUAGE = /^(en|de|es|fr|it|nl|pl)$/;

/** The name in each language (1 to 60 characters), English required (the database checks it too). */
const names: FieldRule<Record<string, string>> = (value) => {
  const parsed = record(LANGUAGE, text(60, { min: 1 }), 7)(value);
  return parsed !== INVALID && parsed.en ? parsed : INVALID;
};

/** A gift of the catalogue: its slug, image (a media path like `gifts/rose.svg`, or https), names, order. */
export const GIFT_RULES = {
  site_id: integer(1, 2_147_483_647),
  slug: text(40, { min: 1, pattern: /^[a-z0-9-]+$/ }),
  image: text(200, {
    min: 1,
    pattern: /^(https:\/\/[^\s]+|[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpe?g|webp|gif))$/i,
  }),
  names,
  sort: integer(-1000, 1000),
  active: boolean,
};
export const GIFT_READ_ONLY = ['id'] as const;
