import { describe, expect, it } from 'vitest';
import { loginLink, returnPath, signupPageLink } from './return-path';

describe('returnPath', () => {
  it('goes back to a path of this site', () => {
    expect(returnPath('?next=%2Fmembers%2F12')).toBe('/members/12');
    expect(returnPath(loginLink('/likes/m/3?x=1').slice('/login'.length))).toBe('/likes/m/3?x=1');
  });

  it('refuses other origins and falls back to the members area', () => {
    expect(returnPath('')).toBe('/members');
    expect(returnPath('?next=https%3A%2F%2Fevil.example')).toBe('/members');
    expect(returnPath('?next=%2F%2Fevil.example')).toBe('/members');
    expect(returnPath('?next=%2F%5Cevil.example')).toBe('/members');
  });
});

describe('signupPageLink', () => {
  it('carries the return target to the signup page, which reads it as a login would', () => {
    expect(signupPageLink()).toBe('/signup');
    expect(signupPageLink('/members/42')).toBe('/signup?next=%2Fmembers%2F42');
    expect(returnPath(signupPageLink('/members/42').slice('/signup'.length))).toBe('/members/42');
  });
});
