import { describe, expect, it } from 'vitest';
import { QUESTIONS, searchPathOf } from './questions';

describe('searchPathOf', () => {
  it('turns the three answers into the search screen’s parameters', () => {
    expect(searchPathOf({ age: '18-35', appearance: 'sexy', ethnicity: 'white' })).toBe(
      '/members?min_age=18&max_age=35&appearance=sexy&ethnicity=white',
    );
    expect(searchPathOf({ age: '35+', appearance: 'normal', ethnicity: 'other' })).toBe(
      '/members?min_age=35&max_age=99&appearance=normal&ethnicity=other',
    );
  });

  it('leaves out what was not answered', () => {
    expect(searchPathOf({ appearance: 'normal' })).toBe('/members?appearance=normal');
    expect(searchPathOf({})).toBe('/members');
  });

  it('asks age, appearance and race, in that order, two answers each', () => {
    expect(QUESTIONS.map((q) => [q.key, [...q.answers]])).toEqual([
      ['age', ['18-35', '35+']],
      ['appearance', ['normal', 'sexy']],
      ['ethnicity', ['white', 'other']],
    ]);
  });
});
