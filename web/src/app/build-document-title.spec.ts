import { describe, expect, it } from 'vitest';
import { buildDocumentTitle } from './build-document-title';

describe('buildDocumentTitle', () => {
  it('uses index_title on home', () => {
    expect(
      buildDocumentTitle({
        routeName: 'index',
        pageTitle: 'Home',
        siteName: 'Kindred',
        indexTitle: 'Kindred – Dating',
      }),
    ).toBe('Kindred – Dating');
  });

  it('falls back to the site name on home without index_title', () => {
    expect(
      buildDocumentTitle({ routeName: 'index', pageTitle: 'Home', siteName: 'Kindred', indexTitle: '' }),
    ).toBe('Kindred');
  });

  it('combines page title and site name elsewhere', () => {
    expect(
      buildDocumentTitle({ routeName: 'login', pageTitle: 'Log in', siteName: 'Kindred', indexTitle: 'x' }),
    ).toBe('Log in – Kindred');
  });

  it('copes with a missing site name', () => {
    expect(
      buildDocumentTitle({ routeName: 'login', pageTitle: 'Log in', siteName: null, indexTitle: null }),
    ).toBe('Log in');
  });

  it('puts the count of new likes and unread messages first, capped at 99+', () => {
    const page = { routeName: 'login', pageTitle: 'Log in', siteName: 'Kindred', indexTitle: 'x' };
    expect(buildDocumentTitle({ ...page, count: 3 })).toBe('(3) Log in – Kindred');
    expect(buildDocumentTitle({ ...page, count: 120 })).toBe('(99+) Log in – Kindred');
    expect(buildDocumentTitle({ ...page, count: 0 })).toBe('Log in – Kindred');
  });
});
