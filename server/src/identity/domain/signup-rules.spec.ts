import { ageOn, signupErrors } from './signup-rules';

const today = new Date('2026-11-21T12:00:00Z');
const context = { today, countries: ['NL', 'DE'], partial: false };
const valid = {
  email: 'anna@example.com',
  name: 'Anna',
  password: 'correct horse',
  date_of_birth: '1990-05-17',
  gender: 'female',
  seeking: 'male',
  country: 'NL',
  city: 'Utrecht',
};

describe('signupErrors', () => {
  it('accepts a complete, valid signup', () => {
    expect(signupErrors(valid, context)).toEqual({});
  });

  it('accepts names in any script, with emoji and the joiners some scripts need', () => {
    for (const name of ['Zoë', 'Łucja', 'Ана', 'سارا', 'می\u200cخواهم', 'Anna 🌸', 'Jo 👩\u200d💻', 'R2']) {
      expect({ name, errors: signupErrors({ ...valid, name }, context) }).toEqual({ name, errors: {} });
    }
  });

  it.each([
    [{ name: 'anna@example.com' }, 'name', 'identity.username_is_email'],
    [{ name: 'ANNA@example.com' }, 'name', 'identity.username_is_email'],
    [{ name: '@anna' }, 'name', 'identity.username_starts_with_at'],
    [{ name: 'A' }, 'name', 'identity.username_length'],
    [{ name: '\u200b\u200b\u200b' }, 'name', 'identity.username_invisible'],
    [{ name: '\u202eevil' }, 'name', 'identity.username_invisible'],
    [{ name: 'An\u2066na' }, 'name', 'identity.username_invisible'],
    [{ name: '*** !!' }, 'name', 'identity.username_invisible'],
    [{ email: 'not-an-email' }, 'email', 'identity.invalid_email'],
    [{ date_of_birth: '' }, 'date_of_birth', 'identity.date_of_birth_required'],
    [{ date_of_birth: '2008-11-22' }, 'date_of_birth', 'identity.date_of_birth_required'],
    [{ date_of_birth: '2001-02-30' }, 'date_of_birth', 'identity.invalid_date_of_birth'],
    [{ date_of_birth: '17-05-1990' }, 'date_of_birth', 'identity.invalid_date_of_birth'],
    [{ date_of_birth: '1850-01-01' }, 'date_of_birth', 'identity.invalid_date_of_birth'],
    [{ gender: 'other' }, 'gender', 'identity.invalid_choice'],
    [{ seeking: 'nobody' }, 'seeking', 'identity.invalid_choice'],
    [{ country: 'US' }, 'country', 'identity.invalid_country'],
    [{ city: '' }, 'city', 'identity.invalid_city'],
    [{ password: 'short' }, 'password', 'identity.password_length'],
  ])('%j gives %s: %s', (change, field, key) => {
    expect(signupErrors({ ...valid, ...change }, context)).toEqual({ [field]: key });
  });

  it('is 18 exactly on the birthday', () => {
    expect(signupErrors({ ...valid, date_of_birth: '2008-11-21' }, context)).toEqual({});
  });

  it('checks only the given fields when partial', () => {
    expect(signupErrors({ name: '@x' }, { ...context, partial: true })).toEqual({
      name: 'identity.username_starts_with_at',
    });
    expect(signupErrors({}, { ...context, partial: true })).toEqual({});
  });

  it('compares the username with the e-mail address only once there is one', () => {
    // the profile step is validated before the account step asks for the address
    expect(signupErrors({ name: 'anna@example.com' }, { ...context, partial: true })).toEqual({});
    expect(signupErrors({ ...valid, name: 'bob@example.com' }, context)).toEqual({});
    expect(
      signupErrors({ name: 'Anna@Example.com', email: ' anna@example.com' }, { ...context, partial: true }),
    ).toEqual({ name: 'identity.username_is_email' });
  });

  it('reports every missing field of a full signup', () => {
    expect(Object.keys(signupErrors({}, context))).toEqual([
      'gender',
      'seeking',
      'date_of_birth',
      'country',
      'city',
      'name',
      'email',
      'password',
    ]);
  });
});

describe('ageOn', () => {
  it('counts whole years', () => {
    expect(ageOn('2000-11-22', today)).toBe(25);
    expect(ageOn('2000-11-21', today)).toBe(26);
    expect(ageOn('2000-13-01', today)).toBeNull();
  });
});
