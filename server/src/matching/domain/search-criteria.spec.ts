import { InvalidSearchParameter, parseSearchCriteria, widened } from './search-criteria';

describe('parseSearchCriteria', () => {
  const fields = ['gender', 'min_age', 'max_age', 'country', 'hair_color'];

  it('reads every filter, the gender sought by default, and preferences', () => {
    expect(
      parseSearchCriteria(
        {
          country: 'nl',
          countryregion: '12',
          min_age: '25',
          max_age: '40',
          distance: '50',
          hair_color: 'red',
          appearance: 'sexy',
        },
        fields,
        'female',
      ),
    ).toEqual({
      gender: 'female',
      country: 'NL',
      regionId: 12,
      minAge: 25,
      maxAge: 40,
      distanceKm: 50,
      fields: { hair_color: 'red' },
      preferences: { appearance: 'sexy', ethnicity: null },
    });
    expect(parseSearchCriteria({ gender: 'both' }, fields, 'female').gender).toBeNull();
    expect(parseSearchCriteria({}, fields, 'both').gender).toBeNull();
  });

  it('ignores a field the site does not offer, and empty values', () => {
    const criteria = parseSearchCriteria({ eye_color: 'blue', country: '' }, fields, 'male');
    expect(criteria.fields).toEqual({});
    expect(criteria.country).toBeNull();
  });

  it.each([
    ['gender', { gender: 'robot' }],
    ['country', { country: 'NLD' }],
    ['min_age', { min_age: '17' }],
    ['max_age', { max_age: '100' }],
    ['max_age', { min_age: '40', max_age: '30' }],
    ['distance', { distance: '20001' }],
    ['distance', { distance: '-5' }],
    ['countryregion', { countryregion: '1.5' }],
    ['eye_color', { eye_color: 'purple' }],
    ['ethnicity', { ethnicity: 'unknown' }],
    ['country', { country: ['NL', 'DE'] }],
  ])('refuses a bad %s', (name, query) => {
    expect(() => parseSearchCriteria(query, fields, 'male')).toThrow(new InvalidSearchParameter(name));
  });

  it('widens to the gender and the preferences', () => {
    const criteria = parseSearchCriteria(
      { gender: 'male', country: 'DE', min_age: '30', ethnicity: 'white' },
      fields,
      'male',
    );
    expect(widened(criteria)).toMatchObject({
      gender: 'male',
      country: null,
      minAge: null,
      preferences: { ethnicity: 'white' },
    });
  });
});
