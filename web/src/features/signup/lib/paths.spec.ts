import { describe, expect, it } from 'vitest';
import { signupCompletePath } from './paths';

describe('signupCompletePath', () => {
  it('goes to the members area when nothing asked to come back', () => {
    expect(signupCompletePath()).toBe('/members?api_signup_complete=1');
  });

  it('comes back to the page the signup started from', () => {
    expect(signupCompletePath('/members/42')).toBe('/members/42?api_signup_complete=1');
    expect(signupCompletePath('/likes/m/3?x=1')).toBe('/likes/m/3?x=1&api_signup_complete=1');
    expect(signupCompletePath('/profile#photos')).toBe('/profile?api_signup_complete=1#photos');
  });
});
