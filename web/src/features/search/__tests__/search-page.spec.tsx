import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberCardFixture } from '../../../test/fixtures';
import { json, renderFeature, type ApiHandler } from '../../../test/render-feature';
import type { SearchResult } from '../api/search';
import { SearchPage, type SearchPageProps } from '../components/search-page';
import type { SearchFilters } from '../lib/search-filters';

const result = (id: number): SearchResult => ({ ...memberCardFixture(id), distance_km: id });

function renderSearch(
  handler: ApiHandler,
  filters: SearchFilters = {},
  onSearch = vi.fn(),
  language: 'en' | 'nl' = 'en',
) {
  const props: SearchPageProps = {
    routeName: 'members',
    filters,
    onSearch,
    countries: ['NL', 'DE'],
    fields: ['gender', 'min_age', 'max_age', 'country'],
    useRegions: () => undefined,
    canUseDistance: true,
    renderCard: (card) => <span data-testid="card">{card.name}</span>,
  };
  return renderFeature(<SearchPage {...props} />, {
    path: '/members',
    pattern: '/members',
    namespace: 'member',
    handler,
    language,
  });
}

describe('SearchPage', () => {
  it('shows the results and their count, and loads the next page with the cursor', async () => {
    const page1 = Array.from({ length: 20 }, (_, index) => result(index + 1));
    const { calls } = await renderSearch(({ url }) => {
      if (url.pathname !== '/api/search.php') return undefined;
      return url.searchParams.get('cursor') === 'next'
        ? json({
            results: [result(21)],
            numResults: 21,
            cursor: null,
            similar: { results: [], numResults: 0 },
          })
        : json({ results: page1, numResults: 21, cursor: 'next' });
    });
    expect(await screen.findAllByTestId('card')).toHaveLength(20);
    expect(screen.getByText('21 members')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('M21')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/search.php', '/api/search.php?cursor=next']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  // The Dutch audit (stop 55): the count was written in the browser's own format ("1,000+ leden" in an
  // English browser); it is written as the page's language writes numbers.
  it('writes the count as the page’s language does', async () => {
    await renderSearch(
      () => json({ results: [result(1)], numResults: 1000, cursor: null }),
      {},
      vi.fn(),
      'nl',
    );
    expect(await screen.findByText('1.000+ leden')).toBeInTheDocument();
  });

  it('leads to the swipe game and the match finder', async () => {
    await renderSearch(() => json({ results: [], numResults: 0, cursor: null }));
    const discover = await screen.findByRole('navigation', { name: 'More ways to meet someone' });
    expect(within(discover).getByRole('link', { name: 'Swipe game' })).toHaveAttribute('href', '/swipe-game');
    expect(within(discover).getByRole('link', { name: 'Match finder' })).toHaveAttribute(
      'href',
      '/match-finder',
    );
  });

  it('says when no one matches, offers to widen the search, and shows similar members', async () => {
    const onSearch = vi.fn();
    await renderSearch(
      () =>
        json({ results: [], numResults: 0, cursor: null, similar: { results: [result(7)], numResults: 1 } }),
      { gender: 'female', country: 'DE', min_age: '90' },
      onSearch,
    );
    expect(await screen.findByText('No members matched your search criteria.')).toBeInTheDocument();
    const similar = screen.getByRole('region', { name: 'Similar members' });
    expect(within(similar).getByText('M7')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Widen your search' }));
    expect(onSearch).toHaveBeenCalledWith({ gender: 'female' });
  });

  it('applies the filters with the Search button, and counts them on the folded form', async () => {
    const onSearch = vi.fn();
    await renderSearch(
      () => json({ results: [result(1)], numResults: 1, cursor: null }),
      { country: 'NL' },
      onSearch,
    );
    const form = await screen.findByRole('search', { name: 'Search filters' });
    expect(within(form).getByRole('button', { name: /^Filters\s*1$/ })).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Minimum age'), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText('Distance'), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ country: 'NL', min_age: '30', distance: '25' });
  });

  it("draws every filter as the app's own field, like the other forms", async () => {
    await renderSearch(() => json({ results: [], numResults: 0, cursor: null }));
    const form = await screen.findByRole('search', { name: 'Search filters' });
    const selects = within(form).getAllByRole('combobox');
    expect(selects.length).toBe(5); // looking for, two ages, country, distance
    for (const select of selects) expect(select).toHaveClass('input');
  });

  it('offers a retry when the search fails', async () => {
    let fail = true;
    await renderSearch(() =>
      fail
        ? json({ error: 'authentication_required', message: 'Log in' }, 403)
        : json({ results: [result(3)], numResults: 1, cursor: null }),
    );
    // (a 4xx: the client retries 5xx answers itself before it gives up)
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('M3')).toBeInTheDocument();
  });
});
