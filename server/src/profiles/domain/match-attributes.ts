import type { MessageKey } from '../../shared/i18n/messages';
import { APPEARANCES, ETHNICITIES, type Appearance, type Ethnicity } from './profile-attributes';

/** The match finder's fields of a profile change (PUT /api/profile.php), as sent. */
export interface MatchAttributeChanges {
  appearance?: unknown;
  ethnicity?: unknown;
  /** true: the member agrees (the checkbox is ticked); false: the member withdraws the consent. */
  ethnicity_consent?: unknown;
}

export interface MatchAttributePatch {
  appearance?: Appearance | null;
  ethnicity?: Ethnicity | null;
  ethnicityConsentAt?: Date | null;
}

export type MatchAttributeErrors = Partial<Record<keyof MatchAttributeChanges, MessageKey>>;

const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (choices as readonly string[]).includes(value);

const isEmpty = (value: unknown) => value === null || value === '';

/**
 * Appearance is an ordinary choice. Ethnicity is special-category data (GDPR art. 9(2)(a)): a value is
 * taken only with `ethnicity_consent: true` in the same request, which stamps the consent time;
 * withdrawing the consent (false) or clearing the value removes both at once. A value is never kept
 * without its consent, nor a consent without a value (nothing would be processed under it).
 */
export function applyMatchAttributeChanges(
  changes: MatchAttributeChanges,
  now: Date,
): { errors: MatchAttributeErrors; patch: MatchAttributePatch } {
  const errors: MatchAttributeErrors = {};
  const patch: MatchAttributePatch = {};

  if (changes.appearance !== undefined) {
    if (isEmpty(changes.appearance)) patch.appearance = null;
    else if (isOneOf(APPEARANCES, changes.appearance)) patch.appearance = changes.appearance;
    else errors.appearance = 'identity.invalid_choice';
  }

  const consent = changes.ethnicity_consent;
  if (consent !== undefined && typeof consent !== 'boolean') {
    errors.ethnicity_consent = 'identity.invalid_choice';
    return { errors, patch };
  }
  const ethnicity = changes.ethnicity;
  if (ethnicity !== undefined && !isEmpty(ethnicity)) {
    if (!isOneOf(ETHNICITIES, ethnicity)) errors.ethnicity = 'identity.invalid_choice';
    else if (consent !== true) errors.ethnicity_consent = 'profiles.ethnicity_consent_required';
    else Object.assign(patch, { ethnicity, ethnicityConsentAt: now });
  } else if (isEmpty(ethnicity) || consent === false) {
    Object.assign(patch, { ethnicity: null, ethnicityConsentAt: null });
  }
  return { errors, patch };
}
