import { describe, expect, it } from 'vitest';
import {
  entryPopupEnabledFor,
  shouldShowEntryWarning,
  type EntryWarningInput,
} from './should-show-entry-warning';

const visitor: EntryWarningInput = {
  standalone: false,
  skippedAt: null,
  setting: 'yes',
  country: 'NL',
  loggedIn: false,
  routeName: 'index',
};

describe('shouldShowEntryWarning', () => {
  it('shows for a new visitor when the setting is yes', () => {
    expect(shouldShowEntryWarning(visitor)).toBe(true);
  });

  it('hides in installed-app mode', () => {
    expect(shouldShowEntryWarning({ ...visitor, standalone: true })).toBe(false);
  });

  it('hides once skipped', () => {
    expect(shouldShowEntryWarning({ ...visitor, skippedAt: 1_700_000_000_000 })).toBe(false);
    expect(shouldShowEntryWarning({ ...visitor, skippedAt: 0 })).toBe(false);
  });

  it('hides when the setting is no', () => {
    expect(shouldShowEntryWarning({ ...visitor, setting: 'no' })).toBe(false);
    expect(shouldShowEntryWarning({ ...visitor, setting: 'NO' })).toBe(false);
  });

  it('hides for logged-in members', () => {
    expect(shouldShowEntryWarning({ ...visitor, loggedIn: true })).toBe(false);
  });

  it('hides on complete-signup, reset-password and reset-password-do', () => {
    for (const routeName of ['complete-signup', 'reset-password', 'reset-password-do']) {
      expect(shouldShowEntryWarning({ ...visitor, routeName })).toBe(false);
    }
    expect(shouldShowEntryWarning({ ...visitor, routeName: 'members' })).toBe(true);
  });

  it('follows a country list', () => {
    expect(shouldShowEntryWarning({ ...visitor, setting: 'NL,DE', country: 'DE' })).toBe(true);
    expect(shouldShowEntryWarning({ ...visitor, setting: 'NL, DE', country: 'nl' })).toBe(true);
    expect(shouldShowEntryWarning({ ...visitor, setting: 'NL,DE', country: 'FR' })).toBe(false);
    expect(shouldShowEntryWarning({ ...visitor, setting: 'NL,DE', country: null })).toBe(false);
  });

  it('applies the layout restriction (chat layout: NL and DE only)', () => {
    const chat = { ...visitor, onlyCountries: ['NL', 'DE'] };
    expect(shouldShowEntryWarning({ ...chat, country: 'NL' })).toBe(true);
    expect(shouldShowEntryWarning({ ...chat, country: 'FR' })).toBe(false);
    expect(shouldShowEntryWarning({ ...chat, country: null })).toBe(false);
    expect(shouldShowEntryWarning({ ...chat, country: 'DE', setting: 'no' })).toBe(false);
  });
});

describe('entryPopupEnabledFor', () => {
  it("treats 'yes' as every country", () => {
    expect(entryPopupEnabledFor('yes', null)).toBe(true);
    expect(entryPopupEnabledFor('yes', 'US')).toBe(true);
  });

  it('treats a single country as a list', () => {
    expect(entryPopupEnabledFor('BE', 'BE')).toBe(true);
    expect(entryPopupEnabledFor('BE', 'NL')).toBe(false);
  });
});
