import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolve-language';

describe('resolveLanguage', () => {
  it('uses a valid cookie first', () => {
    expect(resolveLanguage({ cookie: 'de', domainLanguage: 'fr' })).toBe('de');
    expect(resolveLanguage({ cookie: 'PL', domainLanguage: 'fr' })).toBe('pl');
  });

  it('ignores an invalid cookie and uses domain_language', () => {
    expect(resolveLanguage({ cookie: 'xx', domainLanguage: 'nl' })).toBe('nl');
    expect(resolveLanguage({ cookie: '', domainLanguage: 'it' })).toBe('it');
  });

  it('takes the first two letters of domain_language', () => {
    expect(resolveLanguage({ domainLanguage: 'de_DE' })).toBe('de');
    expect(resolveLanguage({ domainLanguage: 'es-ES' })).toBe('es');
    expect(resolveLanguage({ domainLanguage: 'FR' })).toBe('fr');
  });

  it('falls back to English', () => {
    expect(resolveLanguage({})).toBe('en');
    expect(resolveLanguage({ cookie: null, domainLanguage: null })).toBe('en');
    expect(resolveLanguage({ domainLanguage: 'pt_BR' })).toBe('en');
    expect(resolveLanguage({ domainLanguage: 'd' })).toBe('en');
  });
});
