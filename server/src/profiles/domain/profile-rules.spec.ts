import { applyProfileChanges, type CurrentProfile, type ProfileRulesContext } from './profile-rules';

const current: CurrentProfile = { gender: 'female', seeking: 'male', country: 'NL', regionId: 10 };
const context: ProfileRulesContext = {
  today: new Date('2026-11-22T12:00:00Z'),
  countries: ['NL', 'DE'],
  regionIdsOf: (country) => (country === 'NL' ? [10, 11] : [20, 21]),
  interestIds: [1, 2, 3, ...Array.from({ length: 30 }, (_, i) => 100 + i)],
};

describe('applyProfileChanges', () => {
  it('turns good changes into columns and derives the sexuality', () => {
    const { errors, patch } = applyProfileChanges(
      { name: ' Anna ', seeking: 'female', about: ' Hi ', hair_color: 'red', interests: [1, 2, 2] },
      current,
      context,
    );
    expect(errors).toEqual({});
    expect(patch).toEqual({
      name: 'Anna',
      seeking: 'female',
      sexuality: 'lesbian',
      about: 'Hi',
      hairColor: 'red',
      interests: [1, 2],
    });
  });

  it("applies the signup's messages to name and date of birth", () => {
    const { errors } = applyProfileChanges(
      { name: '@anna', date_of_birth: '2010-01-01', city: '' },
      current,
      context,
    );
    expect(errors).toEqual({
      name: 'identity.username_starts_with_at',
      date_of_birth: 'identity.date_of_birth_required',
      city: 'identity.invalid_city',
    });
    expect(applyProfileChanges({ date_of_birth: '1990-02-31' }, current, context).errors).toEqual({
      date_of_birth: 'identity.invalid_date_of_birth',
    });
    expect(applyProfileChanges({ name: 'anna@example.com' }, current, context).errors).toEqual({
      name: 'identity.username_is_email',
    });
  });

  it('keeps regions within their country and clears the region when only the country changes', () => {
    expect(applyProfileChanges({ country: 'DE', region_id: 10 }, current, context).errors).toEqual({
      region_id: 'profiles.region_mismatch',
    });
    expect(applyProfileChanges({ country: 'de', region_id: 20 }, current, context).patch).toEqual({
      country: 'DE',
      regionId: 20,
    });
    expect(applyProfileChanges({ country: 'DE' }, current, context).patch).toEqual({
      country: 'DE',
      regionId: null,
    });
    expect(applyProfileChanges({ region_id: 11 }, current, context).patch).toEqual({ regionId: 11 });
    expect(applyProfileChanges({ country: 'FR' }, current, context).errors).toEqual({
      country: 'identity.invalid_country',
    });
  });

  it('refuses unknown choices, too long texts and too many or unknown interests', () => {
    const tooMany = Array.from({ length: 21 }, (_, i) => 100 + i);
    const { errors, patch } = applyProfileChanges(
      { eye_color: 'purple', about: 'x'.repeat(2001), interests: tooMany, body_type: null },
      current,
      context,
    );
    expect(errors).toEqual({
      eye_color: 'identity.invalid_choice',
      about: 'profiles.about_too_long',
      interests: 'profiles.too_many_interests',
    });
    expect(patch).toEqual({ bodyType: null });
    expect(applyProfileChanges({ interests: [999] }, current, context).errors).toEqual({
      interests: 'profiles.invalid_interest',
    });
    expect(applyProfileChanges({ interests: 'music' }, current, context).errors).toEqual({
      interests: 'profiles.invalid_interest',
    });
  });
});
