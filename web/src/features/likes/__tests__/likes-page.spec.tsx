import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { featureRenderer, json } from '../../../test/render-feature';
import { LikesPage } from '../components/likes-page';
import type { LikeTab } from '../lib/like-state';

const render = featureRenderer('member', { path: '/likes', pattern: '/likes' });

const noLikes = () => json({ profiles: [], liked_by: [], matches: [], totals: { new_likes: 0 } });

function renderEmpty(tab: LikeTab) {
  return render(<LikesPage routeName="likes" tab={tab} renderCard={() => null} />, {
    handler: ({ url }) => (url.pathname === '/api/likes.php' ? noLikes() : undefined),
  });
}

describe('LikesPage', () => {
  it('leads an empty "Liked you" to the profile, where a photo and a few words get noticed', async () => {
    await renderEmpty('liked_by');
    expect(await screen.findByText(/^Nobody has liked you yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
  });

  it.each(['liked', 'matches'] as const)('leads an empty "%s" to the search', async (tab) => {
    await renderEmpty(tab);
    expect(await screen.findByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });
});
