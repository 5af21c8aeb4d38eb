import { applyMatchAttributeChanges } from './match-attributes';

const now = new Date('2026-11-25T12:00:00Z');

describe('applyMatchAttributeChanges', () => {
  it('sets and clears the appearance', () => {
    expect(applyMatchAttributeChanges({ appearance: 'sexy' }, now)).toEqual({
      errors: {},
      patch: { appearance: 'sexy' },
    });
    expect(applyMatchAttributeChanges({ appearance: '' }, now).patch).toEqual({ appearance: null });
    expect(applyMatchAttributeChanges({ appearance: null }, now).patch).toEqual({ appearance: null });
    expect(applyMatchAttributeChanges({ appearance: 'gorgeous' }, now).errors).toEqual({
      appearance: 'identity.invalid_choice',
    });
  });

  it('takes an ethnicity only with consent in the same change, and stamps the consent', () => {
    expect(applyMatchAttributeChanges({ ethnicity: 'white' }, now)).toEqual({
      errors: { ethnicity_consent: 'profiles.ethnicity_consent_required' },
      patch: {},
    });
    expect(applyMatchAttributeChanges({ ethnicity: 'white', ethnicity_consent: false }, now).errors).toEqual({
      ethnicity_consent: 'profiles.ethnicity_consent_required',
    });
    expect(applyMatchAttributeChanges({ ethnicity: 'other', ethnicity_consent: true }, now)).toEqual({
      errors: {},
      patch: { ethnicity: 'other', ethnicityConsentAt: now },
    });
  });

  it('removes the ethnicity with its consent when the consent is withdrawn or the value cleared', () => {
    const removed = { ethnicity: null, ethnicityConsentAt: null };
    expect(applyMatchAttributeChanges({ ethnicity_consent: false }, now).patch).toEqual(removed);
    expect(applyMatchAttributeChanges({ ethnicity: null }, now).patch).toEqual(removed);
    expect(applyMatchAttributeChanges({ ethnicity: '', ethnicity_consent: true }, now).patch).toEqual(
      removed,
    );
    // a consent without a value keeps nothing
    expect(applyMatchAttributeChanges({ ethnicity_consent: true }, now).patch).toEqual({});
  });

  it('refuses values that are not choices, and a consent that is not a yes or no', () => {
    expect(applyMatchAttributeChanges({ ethnicity: 'asian', ethnicity_consent: true }, now).errors).toEqual({
      ethnicity: 'identity.invalid_choice',
    });
    expect(applyMatchAttributeChanges({ ethnicity: 'white', ethnicity_consent: 'yes' }, now)).toEqual({
      errors: { ethnicity_consent: 'identity.invalid_choice' },
      patch: {},
    });
    expect(applyMatchAttributeChanges({ ethnicity: 7, ethnicity_consent: true }, now).errors).toEqual({
      ethnicity: 'identity.invalid_choice',
    });
  });
});
