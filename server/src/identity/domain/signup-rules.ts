import type { MessageKey } from '../../shared/i18n/messages';

export const MIN_AGE = 18;
const MAX_AGE = 120;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface SignupFields {
  email?: string;
  name?: string;
  password?: string;
  date_of_birth?: string;
  signup_message?: string;
  gender?: string;
  seeking?: string;
  country?: string;
  city?: string;
}

export type FieldErrors = Partial<Record<keyof SignupFields | 'region_id', MessageKey>>;

export function isEmail(value: string | undefined): boolean {
  return !!value && value.length <= 254 && EMAIL.test(value.trim());
}

/** Age in whole years on `today` (UTC), or null for an impossible date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age--;
  return age;
}

/**
 * Characters that draw nothing or turn the text around them (zero-width spaces, word joiner, byte order
 * mark, direction overrides and isolates): a name made of them is blank, and one holding them can show
 * itself and what follows it in another order. Zero-width (non-)joiners stay allowed: scripts such as
 * Persian and emoji sequences need them.
 */
const HIDDEN_CHARACTERS = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/u;

/**
 * The signup rules of SPEC §5, in the order of the signup steps. With `partial`, only the fields
 * given are checked (a step validating itself); otherwise a missing field is an error.
 */
export function signupErrors(
  input: SignupFields,
  context: { today: Date; countries: readonly string[]; partial: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  const given = (field: keyof SignupFields) => !context.partial || input[field] !== undefined;

  if (given('gender') && !['male', 'female'].includes(input.gender ?? ''))
    errors.gender = 'identity.invalid_choice';
  if (given('seeking') && !['male', 'female', 'both'].includes(input.seeking ?? '')) {
    errors.seeking = 'identity.invalid_choice';
  }
  if (given('date_of_birth')) {
    const age = input.date_of_birth ? ageOn(input.date_of_birth, context.today) : null;
    if (!input.date_of_birth) errors.date_of_birth = 'identity.date_of_birth_required';
    else if (age === null || age > MAX_AGE || age < 0)
      errors.date_of_birth = 'identity.invalid_date_of_birth';
    else if (age < MIN_AGE) errors.date_of_birth = 'identity.date_of_birth_required';
  }
  if (given('country') && !context.countries.includes((input.country ?? '').toUpperCase())) {
    errors.country = 'identity.invalid_country';
  }
  if (given('city')) {
    const city = (input.city ?? '').trim();
    if (city.length < 1 || city.length > 100) errors.city = 'identity.invalid_city';
  }
  if (given('name')) {
    const name = (input.name ?? '').trim();
    if (name.startsWith('@')) errors.name = 'identity.username_starts_with_at';
    // compared only once there is an address: the profile step comes before the account step
    else if (input.email && name.toLowerCase() === input.email.trim().toLowerCase()) {
      errors.name = 'identity.username_is_email';
    } else if (name.length < 2 || name.length > 30) errors.name = 'identity.username_length';
    else if (HIDDEN_CHARACTERS.test(name) || !/[\p{L}\p{N}]/u.test(name)) {
      errors.name = 'identity.username_invisible';
    }
  }
  if (input.signup_message !== undefined && input.signup_message.length > 500) {
    errors.signup_message = 'identity.signup_message_length';
  }
  if (given('email') && !isEmail(input.email)) errors.email = 'identity.invalid_email';
  if (given('password')) {
    const length = typeof input.password === 'string' ? input.password.length : 0;
    if (length < 8 || length > 128) errors.password = 'identity.password_length';
  }
  return errors;
}
