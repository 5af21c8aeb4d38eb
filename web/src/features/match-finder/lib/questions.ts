import { appearanceValues, ethnicityValues } from '../../../api/schema';

/** SPEC §3 "Match finder: age 18-35 or 35+, appearance normal or sexy, race white or other". */
export const AGE_RANGES = ['18-35', '35+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

/** The three questions, asked one at a time in this order; the answers are the search's values. */
export const QUESTIONS = [
  { key: 'age', answers: AGE_RANGES },
  { key: 'appearance', answers: appearanceValues },
  { key: 'ethnicity', answers: ethnicityValues },
] as const;

export type QuestionKey = (typeof QUESTIONS)[number]['key'];
export type Answers = Partial<Record<QuestionKey, string>>;

/** The oldest age search takes: "35+" has no upper bound a member could notice. */
export const MAX_SEARCH_AGE = 99;

const AGES: Record<AgeRange, { min: number; max: number }> = {
  '18-35': { min: 18, max: 35 },
  '35+': { min: 35, max: MAX_SEARCH_AGE },
};

/**
 * The search screen with the answers as its URL parameters: the age as a filter, appearance and
 * ethnicity as ranking preferences (search ranks members who match first and leaves nobody out).
 */
export function searchPathOf(answers: Answers): string {
  const params = new URLSearchParams();
  const age = AGES[answers.age as AgeRange];
  if (age) {
    params.set('min_age', String(age.min));
    params.set('max_age', String(age.max));
  }
  if (answers.appearance) params.set('appearance', answers.appearance);
  if (answers.ethnicity) params.set('ethnicity', answers.ethnicity);
  const query = params.toString();
  return query ? `/members?${query}` : '/members';
}
