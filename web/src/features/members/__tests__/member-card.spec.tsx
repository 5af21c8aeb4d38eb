import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberCardFixture } from '../../../test/fixtures';
import { renderFeature } from '../../../test/render-feature';
import { MemberCard } from '../components/member-card';
import { EMPTY_SITE } from '../lib/site';

// The Dutch audit (stop 55) found "18519 km verderop" on a search card: a distance is written as the
// page's language writes numbers, whatever the browser's own locale (English in these tests).
describe('MemberCard', () => {
  it.each([
    ['nl', '18.519 km verderop'],
    ['de', '18.519 km entfernt'],
    ['en', '18,519 km away'],
  ] as const)('writes a long distance in %s as “%s”', async (language, text) => {
    await renderFeature(<MemberCard card={memberCardFixture(1)} site={EMPTY_SITE} distanceKm={18519} />, {
      path: '/',
      pattern: '/',
      namespace: 'member',
      handler: () => undefined,
      language,
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
