import type { FieldErrors } from '../../../lib/form-errors';
import type { Tracking } from './tracking';

/** The signup steps (SPEC §4): 0 to 4 with step dots, then the complete step and the push opt-in. */
export const FORM_STEPS = [0, 1, 2, 3, 4] as const;
export type FormStep = (typeof FORM_STEPS)[number];
export type SignupStep = FormStep | 'complete' | 'push';

/** The steps whose fields the server validates before the next step opens. */
export type ValidatedStep = 0 | 1 | 2 | 3;

/** The step after which the account is created (leaving it sends POST /api/signup.php). */
export const ACCOUNT_STEP: ValidatedStep = 3;

export const MIN_AGE = 18;
export const MAX_AGE = 100;

export type Gender = 'male' | 'female';
export type Seeking = 'male' | 'female' | 'both';
export const GENDERS: readonly Gender[] = ['male', 'female'];
export const SEEKING: readonly Seeking[] = ['male', 'female', 'both'];

/** What the visitor entered, as the form keeps it (selects and inputs hold strings). */
export interface SignupData {
  gender: Gender | '';
  seeking: Seeking | '';
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  country: string;
  /** '' when no region was chosen */
  region_id: string;
  city: string;
  name: string;
  signup_message: string;
  email: string;
  password: string;
}

export function emptySignupData(country = ''): SignupData {
  return {
    gender: '',
    seeking: '',
    birthDay: '',
    birthMonth: '',
    birthYear: '',
    country,
    region_id: '',
    city: '',
    name: '',
    signup_message: '',
    email: '',
    password: '',
  };
}

/** The server's field names on each validated step; an error on one of them belongs to that step. */
export const STEP_FIELDS: Record<ValidatedStep, readonly string[]> = {
  0: ['gender', 'seeking'],
  1: ['date_of_birth', 'country', 'region_id', 'city'],
  2: ['name', 'signup_message'],
  3: ['email', 'password'],
};

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The date of birth as the server takes it, 'YYYY-MM-DD', or '' while a part is missing. An impossible
 * date (31 February) is passed on as it is: the server answers 'Invalid date of birth.'.
 */
export function buildDateOfBirth(year: string, month: string, day: string): string {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (!year || !month || !day || !Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d))
    return '';
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** Years offered for the date of birth: from the year a member turns 18 back to 100 years ago. */
export function birthYearOptions(today: Date, minAge = MIN_AGE, maxAge = MAX_AGE): number[] {
  const newest = today.getFullYear() - minAge;
  const years: number[] = [];
  for (let year = newest; year >= today.getFullYear() - maxAge; year--) years.push(year);
  return years;
}

/** What the server gets to validate a step: every field of the step, empty ones included. */
export function stepPayload(step: ValidatedStep, data: SignupData): Record<string, string | number> {
  switch (step) {
    case 0:
      return { gender: data.gender, seeking: data.seeking };
    case 1: {
      const payload: Record<string, string | number> = {
        date_of_birth: buildDateOfBirth(data.birthYear, data.birthMonth, data.birthDay),
        country: data.country,
        city: data.city.trim(),
      };
      if (data.region_id) payload.region_id = Number(data.region_id);
      return payload;
    }
    case 2:
      return { name: data.name.trim(), signup_message: data.signup_message.trim() };
    case 3:
      // the name goes along: it may not be the same as the e-mail address
      return { email: data.email.trim(), password: data.password, name: data.name.trim() };
  }
}

export interface SignupPayload extends Tracking {
  email: string;
  name: string;
  password: string;
  date_of_birth: string;
  signup_message?: string;
  gender: string;
  seeking: string;
  country: string;
  region_id?: number;
  city: string;
  language?: string;
}

/** Everything POST /api/signup.php takes: all steps, the tracking data and the language. */
export function signupPayload(
  data: SignupData,
  extras: { language?: string; tracking: Tracking },
): SignupPayload {
  const payload = {
    ...stepPayload(0, data),
    ...stepPayload(1, data),
    ...stepPayload(2, data),
    ...stepPayload(3, data),
    ...extras.tracking,
  } as unknown as SignupPayload;
  if (!payload.signup_message) delete payload.signup_message;
  if (extras.language) payload.language = extras.language;
  return payload;
}

/** The earliest step with an error in `fields`, or null when none of them belongs to a step. */
export function firstStepWithErrors(fields: FieldErrors): ValidatedStep | null {
  for (const step of [0, 1, 2, 3] as const) {
    if (STEP_FIELDS[step].some((field) => fields[field])) return step;
  }
  return null;
}

/** Messages for fields that no step shows (they become a message for the whole step). */
export function errorsOutsideSteps(fields: FieldErrors): string[] {
  const known = new Set(Object.values(STEP_FIELDS).flat());
  return Object.entries(fields)
    .filter(([field, message]) => !known.has(field) && message)
    .map(([, message]) => message as string);
}

/** The step that comes after `step` ('push' is the last). */
export function nextStep(step: SignupStep): SignupStep {
  if (step === 'complete') return 'push';
  if (step === 'push') return 'push';
  return step === 4 ? 'complete' : ((step + 1) as FormStep);
}

/**
 * Whether a signup is in progress, i.e. the desktop modal may not be closed by the backdrop or Escape:
 * from the first touched field until the complete step (SPEC §2).
 */
export function signupInProgress(touched: boolean, step: SignupStep): boolean {
  return touched && typeof step === 'number';
}
