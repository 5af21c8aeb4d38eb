import { describe, expect, it } from 'vitest';
import { ethnicityChanges } from './match-attributes';

describe('ethnicityChanges', () => {
  it('sends the value with the consent only while the box is ticked', () => {
    expect(ethnicityChanges({ consent: true, ethnicity: 'white' })).toEqual({
      ethnicity: 'white',
      ethnicity_consent: true,
    });
    expect(ethnicityChanges({ consent: true, ethnicity: '' })).toEqual({
      ethnicity: null,
      ethnicity_consent: true,
    });
  });

  it('withdraws the consent, and with it the value, when the box is unticked', () => {
    expect(ethnicityChanges({ consent: false, ethnicity: 'other' })).toEqual({
      ethnicity: null,
      ethnicity_consent: false,
    });
  });
});
