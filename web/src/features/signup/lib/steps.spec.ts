import { describe, expect, it } from 'vitest';
import {
  birthYearOptions,
  buildDateOfBirth,
  emptySignupData,
  errorsOutsideSteps,
  firstStepWithErrors,
  nextStep,
  signupInProgress,
  signupPayload,
  stepPayload,
  type SignupData,
} from './steps';

const filled: SignupData = {
  gender: 'female',
  seeking: 'male',
  birthDay: '7',
  birthMonth: '3',
  birthYear: '1990',
  country: 'NL',
  region_id: '12',
  city: ' Utrecht ',
  name: ' Anna ',
  signup_message: '',
  email: ' anna@example.com ',
  password: 'secret-123',
};

describe('buildDateOfBirth', () => {
  it('pads to YYYY-MM-DD', () => {
    expect(buildDateOfBirth('1990', '3', '7')).toBe('1990-03-07');
    expect(buildDateOfBirth('2001', '12', '31')).toBe('2001-12-31');
  });

  it('is empty while a part is missing', () => {
    expect(buildDateOfBirth('', '3', '7')).toBe('');
    expect(buildDateOfBirth('1990', '', '7')).toBe('');
    expect(buildDateOfBirth('1990', '3', '')).toBe('');
    expect(buildDateOfBirth('x', '3', '7')).toBe('');
  });

  it('passes an impossible date on for the server to refuse', () => {
    expect(buildDateOfBirth('1990', '2', '31')).toBe('1990-02-31');
  });
});

describe('birthYearOptions', () => {
  it('runs from the year one turns 18 back 100 years', () => {
    const years = birthYearOptions(new Date(2026, 4, 1));
    expect(years[0]).toBe(2008);
    expect(years[years.length - 1]).toBe(1926);
    expect(years).toHaveLength(83);
  });
});

describe('stepPayload', () => {
  it('sends every field of the step, empty ones too (the server names what is missing)', () => {
    expect(stepPayload(0, emptySignupData())).toEqual({ gender: '', seeking: '' });
    expect(stepPayload(1, emptySignupData('NL'))).toEqual({ date_of_birth: '', country: 'NL', city: '' });
    expect(stepPayload(2, emptySignupData())).toEqual({ name: '', signup_message: '' });
  });

  it('builds the date, trims text and sends the region as a number', () => {
    expect(stepPayload(1, filled)).toEqual({
      date_of_birth: '1990-03-07',
      country: 'NL',
      region_id: 12,
      city: 'Utrecht',
    });
  });

  it('sends the name with the e-mail step (they may not be the same)', () => {
    expect(stepPayload(3, filled)).toEqual({
      email: 'anna@example.com',
      password: 'secret-123',
      name: 'Anna',
    });
  });
});

describe('signupPayload', () => {
  it('has every field, the tracking data and the language', () => {
    expect(signupPayload(filled, { language: 'nl', tracking: { network: 'n', sub1: 's' } })).toEqual({
      gender: 'female',
      seeking: 'male',
      date_of_birth: '1990-03-07',
      country: 'NL',
      region_id: 12,
      city: 'Utrecht',
      name: 'Anna',
      email: 'anna@example.com',
      password: 'secret-123',
      network: 'n',
      sub1: 's',
      language: 'nl',
    });
  });

  it('keeps a signup message that was written', () => {
    expect(signupPayload({ ...filled, signup_message: 'Hi!' }, { tracking: {} }).signup_message).toBe('Hi!');
  });
});

describe('firstStepWithErrors', () => {
  it('finds the earliest step with an error', () => {
    expect(firstStepWithErrors({ email: 'Invalid email', name: 'Username may not start with @' })).toBe(2);
    expect(firstStepWithErrors({ date_of_birth: 'Invalid date of birth.' })).toBe(1);
    expect(firstStepWithErrors({ seeking: 'x', email: 'y' })).toBe(0);
    expect(firstStepWithErrors({ password: 'x' })).toBe(3);
  });

  it('is null for errors on no step', () => {
    expect(firstStepWithErrors({})).toBeNull();
    expect(firstStepWithErrors({ language: 'x' })).toBeNull();
    expect(errorsOutsideSteps({ language: 'Bad language', email: 'x' })).toEqual(['Bad language']);
  });
});

describe('step order and progress', () => {
  it('goes 0 → 4, then complete, then push', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(3)).toBe(4);
    expect(nextStep(4)).toBe('complete');
    expect(nextStep('complete')).toBe('push');
    expect(nextStep('push')).toBe('push');
  });

  it('is in progress from the first touched field until the complete step', () => {
    expect(signupInProgress(false, 0)).toBe(false);
    expect(signupInProgress(true, 0)).toBe(true);
    expect(signupInProgress(true, 4)).toBe(true);
    expect(signupInProgress(true, 'complete')).toBe(false);
    expect(signupInProgress(true, 'push')).toBe(false);
  });
});
