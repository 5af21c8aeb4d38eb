import { afterEach, describe, expect, it } from 'vitest';
import {
  closeSignupModal,
  isSignupModalOpen,
  openSignupModal,
  registerSignupModalHost,
  signupModalReturnTo,
} from './signup-modal';

describe('signup modal store', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => {
    unregister?.();
    unregister = undefined;
    closeSignupModal();
  });

  it('does not open without a mounted modal (the caller goes to /signup)', () => {
    expect(openSignupModal()).toBe(false);
    expect(isSignupModalOpen()).toBe(false);
  });

  it('opens and closes while a modal is mounted', () => {
    unregister = registerSignupModalHost();
    expect(openSignupModal()).toBe(true);
    expect(isSignupModalOpen()).toBe(true);
    closeSignupModal();
    expect(isSignupModalOpen()).toBe(false);
  });

  it('keeps where the signup opened last comes back to', () => {
    unregister = registerSignupModalHost();
    openSignupModal('/members/42');
    expect(signupModalReturnTo()).toBe('/members/42');
    closeSignupModal();
    openSignupModal();
    expect(signupModalReturnTo()).toBeUndefined();
  });

  it('closes when the last modal unmounts', () => {
    const first = registerSignupModalHost();
    const second = registerSignupModalHost();
    openSignupModal();
    first();
    expect(isSignupModalOpen()).toBe(true);
    second();
    expect(isSignupModalOpen()).toBe(false);
  });
});
