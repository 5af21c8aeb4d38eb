import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderFeature, type ApiCall } from '../../test/render-feature';
import { memberCardFixture } from '../../test/fixtures';
import SignupMatchesRoute from '../routes/signup-matches';

const user = {
  id: 1,
  credits: 0,
  status: 'not_confirmed',
  paid_user: false,
  notifications_disabled: [],
  profile: null,
};
const card = (id: number, name = `M${id}`) => memberCardFixture(id, { name });

/** The route against a fake API: `suggestions` answer signup-matches.php; likes are kept in memory. */
async function renderRoute(suggestions: (call: ApiCall) => Response, likeAnswer?: () => Response) {
  const liked = new Set<number>();
  return renderFeature(<SignupMatchesRoute routeName="signup-matches" />, {
    path: '/signup-matches',
    pattern: '/signup-matches',
    namespace: 'finder',
    handler: (call) => {
      if (call.path === '/api/user.php') return json({ user });
      if (call.path === '/api/signup-matches.php') return suggestions(call);
      if (call.path === '/api/likes.php')
        return json({
          profiles: [...liked].map((id) => card(id, 'x')),
          liked_by: [],
          matches: [],
          totals: { new_likes: 0 },
        });
      if (call.path === '/api/like.php') {
        if (likeAnswer) return likeAnswer();
        const id = call.body?.id as number;
        if (call.method === 'POST') liked.add(id);
        else liked.delete(id);
        return json(call.method === 'POST' ? { liked: true, match: false } : { ok: true });
      }
      return undefined;
    },
  });
}

describe('/signup-matches', () => {
  it('likes a suggestion with one tap and takes the like back with another', async () => {
    const { calls } = await renderRoute(() => json({ profiles: [card(7, 'Anna'), card(8, 'Bea')] }));
    const anna = await screen.findByRole('button', { name: /^Anna, \d+/, description: 'Like Anna' });
    expect(anna).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(anna);
    await waitFor(() => expect(anna).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('You liked 1 member.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: '/api/like.php', body: { id: 7 } });
    expect(within(anna).getByText('Liked')).toBeInTheDocument();

    fireEvent.click(anna);
    await waitFor(() => expect(anna).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/like.php', body: { id: 7 } });
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/members?api_signup_complete=1',
    );
  });

  it('says when a like failed and shows the card as it was', async () => {
    await renderRoute(
      () => json({ profiles: [card(7, 'Anna')] }),
      () => apiError(429, 'rate_limited', 'Too many'),
    );
    const anna = await screen.findByRole('button', { description: 'Like Anna' });
    fireEvent.click(anna);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your like for Anna could not be saved.');
    expect(anna).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers only Continue when there is nobody to suggest', async () => {
    await renderRoute(() => json({ profiles: [] }));
    expect(await screen.findByText(/We have no suggestions for you yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { description: /^Like / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the suggestions cannot be loaded', async () => {
    let fail = true;
    await renderRoute(() =>
      fail ? apiError(400, 'bad_request', 'Boom') /* not retried */ : json({ profiles: [card(9, 'Cleo')] }),
    );
    expect(await screen.findByText('The suggestions could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { description: 'Like Cleo' })).toBeInTheDocument();
  });
});
