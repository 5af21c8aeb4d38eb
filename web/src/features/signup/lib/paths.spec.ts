import { describe, expect, it } from 'vitest';
import { signupCompletePath, signupFinishPath } from './paths';

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

describe('signupFinishPath', () => {
  it('shows the suggestions first when the signup would go to the members area', () => {
    expect(signupFinishPath()).toBe('/signup-matches');
    expect(signupFinishPath('/members')).toBe('/signup-matches');
  });

  it('goes straight back to a page the signup started from', () => {
    expect(signupFinishPath('/members/42')).toBe('/members/42?api_signup_complete=1');
  });
});
