import type { ProfileChanges } from '../api/profile';
import { ETHNICITIES, type Ethnicity } from './choices';

/** The ethnicity form: the consent checkbox and the chosen value ('' for none). */
export interface EthnicityDraft {
  consent: boolean;
  ethnicity: string;
}

const isEthnicity = (value: string): value is Ethnicity => (ETHNICITIES as readonly string[]).includes(value);

/**
 * What PUT /api/profile.php gets from the ethnicity form: with the box ticked the value and the consent
 * go together (the server refuses one without the other); unticked withdraws the consent, and the server
 * deletes the value at once.
 */
export function ethnicityChanges({ consent, ethnicity }: EthnicityDraft): ProfileChanges {
  if (!consent) return { ethnicity: null, ethnicity_consent: false };
  return { ethnicity: isEthnicity(ethnicity) ? ethnicity : null, ethnicity_consent: true };
}
