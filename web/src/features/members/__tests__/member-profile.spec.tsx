import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberProfile, type MemberProfileProps } from '../components/member-profile';
import type { MatchedMember } from '../lib/like-control';
import type { MemberSite } from '../lib/site';
import { VISITOR, type MemberViewer } from '../lib/viewer';
import { json, memberFixture, memberResponse, renderMember, type Handler } from './render-member';

const SITE: MemberSite = {
  fictionalIcon: '🎭',
  fictionalWarning: 'Some profiles are operated by the site.',
  fictionalLabel: 'fictional profile',
  profileNotes: { about: 'Checked by our moderators' },
};
const INTERESTS = [
  { id: 1, name: 'Travel' },
  { id: 2, name: 'Coffee' },
];
const FREE: MemberViewer = { kind: 'free', profileId: 99 };

function page(
  viewer: MemberViewer | undefined,
  handler: Handler,
  memberId: number | null = 5,
  liking: Pick<MemberProfileProps, 'like' | 'onMatch'> = {},
) {
  return renderMember(
    <MemberProfile
      routeName="members-id"
      memberId={memberId}
      viewer={viewer}
      site={SITE}
      interests={INTERESTS}
      {...liking}
    />,
    { handler },
  );
}

const serve =
  (visible = 1, overrides = {}): Handler =>
  ({ url }) =>
    url.pathname === '/api/member.php' ? json(memberResponse(memberFixture(overrides, visible))) : undefined;

async function loaded() {
  return screen.findByRole('heading', { level: 1, name: /Anna, 29/ });
}

describe('member profile: what a visitor sees', () => {
  it('shows the profile with the photo count, locks and translated details', async () => {
    await page(VISITOR, serve(1));
    await loaded();
    expect(document.querySelector('[data-route="members-id"]')).toBeInTheDocument();
    expect(screen.getByText('3 photos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of 3 of Anna' })).toHaveAttribute(
      'src',
      '/media/5/photo-11.jpg',
    );
    expect(screen.getAllByRole('button', { name: /^Locked photo/ })).toHaveLength(2);
    expect(screen.getByText('Haarlem, Noord-Holland, Netherlands')).toBeInTheDocument();
    expect(screen.getByText('I love long walks on the beach.')).toBeInTheDocument();
    expect(screen.getByText('Checked by our moderators')).toBeInTheDocument();
    const interests = screen.getByRole('heading', { name: 'Interests' }).parentElement!;
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Coffee', 'Travel']);
    expect(screen.getByText('Blonde')).toBeInTheDocument();
    expect(screen.getByText('Slim')).toBeInTheDocument();
    expect(screen.queryByText('Eye colour')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bea, 31/ })).toHaveAttribute('href', '/members/7');
  });

  it('asks a visitor to log in on a locked photo, like, chat and gift', async () => {
    await page(VISITOR, serve(1));
    await loaded();
    const prompts: Array<[RegExp | string, string]> = [
      [/^Locked photo 2/, 'Login to view more photos of Anna'],
      ['Like', "Login to like Anna's profile"],
      ['Chat', 'You need to be logged in to chat'],
      ['Send a gift', 'You need to be logged in to send a gift to Anna'],
    ];
    for (const [button, title] of prompts) {
      fireEvent.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
        'href',
        '/members/5/signup',
      );
      expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/login\?next=%2Fmembers%2F/),
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(screen.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
  });
});

describe('member profile: other languages', () => {
  it('uses the female form of a detail for a woman and the language’s plural', async () => {
    await renderMember(
      <MemberProfile
        routeName="members-id"
        memberId={5}
        viewer={VISITOR}
        site={SITE}
        interests={INTERESTS}
      />,
      { handler: serve(1), language: 'es' },
    );
    await loaded();
    expect(screen.getByText('3 fotos')).toBeInTheDocument();
    expect(screen.getByText('Soltera')).toBeInTheDocument();
    expect(screen.getByText('Delgada')).toBeInTheDocument();
    expect(screen.getByText('Haarlem, Noord-Holland, Países Bajos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Me gusta' }));
    expect(
      await screen.findByRole('dialog', { name: 'Inicia sesión para dar me gusta al perfil de Anna' }),
    ).toBeInTheDocument();
  });
});

describe('member profile: what a free member sees', () => {
  it('shows the premium message with "Buy credits" on a locked photo', async () => {
    await page(FREE, serve(2));
    await loaded();
    const locked = screen.getAllByRole('button', { name: /^Locked photo/ });
    expect(locked).toHaveLength(1);
    fireEvent.click(locked[0]!);
    const dialog = await screen.findByRole('dialog', {
      name: 'This feature is only available for premium members',
    });
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('has a like button, a chat link and a gift link that opens the chat with its gift picker', async () => {
    const likes: boolean[] = [];
    await page(FREE, serve(2), 5, {
      like: { liked: false, pending: false, setLiked: async (liked) => (likes.push(liked), false) },
    });
    await loaded();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/members/5/chat');
    expect(screen.getByRole('link', { name: 'Send a gift' })).toHaveAttribute('href', '/members/5/chat?gift');
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    // The status line is always there (empty until the like settles), so wait for its text.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You like Anna.'));
    expect(likes).toEqual([true]);
  });

  it('a like that makes a match hands the member to the match modal', async () => {
    const matches: MatchedMember[] = [];
    await page(FREE, serve(2), 5, {
      like: { liked: false, pending: false, setLiked: async () => true },
      onMatch: (member) => matches.push(member),
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(matches).toEqual([{ id: 5, name: 'Anna', photo: expect.any(String) }]));
  });

  it('a liked member shows a pressed button that takes the like back', async () => {
    const likes: boolean[] = [];
    await page(FREE, serve(2), 5, {
      like: { liked: true, pending: false, setLiked: async (liked) => (likes.push(liked), false) },
    });
    await loaded();
    const button = screen.getByRole('button', { name: 'Liked' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    // The status line is always there (empty until the like settles), so wait for its text.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You no longer like Anna.'));
    expect(likes).toEqual([false]);
  });

  it('shows a thumbnail large when it is clicked and moves between thumbnails with the arrow keys', async () => {
    await page(FREE, serve(2));
    await loaded();
    const second = screen.getByRole('button', { name: 'Show photo 2 of 3' });
    fireEvent.click(second);
    expect(screen.getByRole('img', { name: 'Photo 2 of 3 of Anna' })).toHaveAttribute(
      'src',
      '/media/5/photo-12.jpg',
    );
    expect(second).toHaveAttribute('aria-pressed', 'true');
    second.focus();
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Locked photo 3 of 3' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: 'Photo 1 of 3 of Anna' })).toBeInTheDocument();
  });
});

describe('member profile: fictional profiles', () => {
  it('shows the icon next to the name and the site’s warning, and marks fictional cards', async () => {
    await page(VISITOR, serve(1, { fictional: true }));
    const heading = await loaded();
    expect(
      within(heading).getByRole('img', { name: 'fictional profile' }).querySelector('svg'),
    ).not.toBeNull();
    expect(screen.getByText('Some profiles are operated by the site.')).toBeInTheDocument();
    const bea = screen.getByRole('link', { name: /Bea, 31/ });
    expect(within(bea).getByRole('img', { name: 'fictional profile' })).toBeInTheDocument();
    const cleo = screen.getByRole('link', { name: /Cleo, 27/ });
    expect(within(cleo).queryByRole('img', { name: 'fictional profile' })).not.toBeInTheDocument();
  });
});

describe('member profile: states', () => {
  it('shows a skeleton while loading', async () => {
    await page(undefined, serve(1));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading profile…');
    expect(document.querySelector('[data-route="members-id"]')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a not-found state with a link to the members', async () => {
    await page(VISITOR, () => json({ error: 'member_not_found', message: 'Not found' }, 404));
    expect(
      await screen.findByRole('heading', { name: 'This profile could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse members' })).toHaveAttribute('href', '/members');
  });

  it('shows not-found for an id that is not a number without asking the server', async () => {
    const { calls } = await page(VISITOR, serve(1), null);
    expect(
      await screen.findByRole('heading', { name: 'This profile could not be found' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows only the server’s message when the member blocked the viewer', async () => {
    const message = "You're blocked by Anna. You do not have access to this page.";
    await page(FREE, () => json({ error: 'blocked_by_member', message }, 403));
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/photos/)).not.toBeInTheDocument();
  });

  it('offers to try again when loading fails', async () => {
    let fail = true;
    await page(VISITOR, ({ url }) => {
      if (url.pathname !== '/api/member.php') return undefined;
      return fail ? json({ error: 'bad', message: 'Bad' }, 400) : json(memberResponse(memberFixture()));
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'The profile could not be loaded' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(retry);
    await loaded();
  });

  it('tells members that they look at their own profile', async () => {
    await page({ kind: 'free', profileId: 5 }, serve(3));
    await loaded();
    expect(screen.getByText('This is your profile as other members see it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
  });
});

describe('member profile: block and report', () => {
  it('blocks after a confirmation, then shows the blocked state with Unblock', async () => {
    let blocked = false;
    const { calls } = await page(FREE, ({ method, url }) => {
      if (url.pathname === '/api/block.php') {
        blocked = method === 'POST';
        return json({ ok: true }, method === 'POST' ? 201 : 200);
      }
      if (url.pathname === '/api/member.php') return json(memberResponse(memberFixture({ blocked }, 2)));
      return undefined;
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Block' })).toHaveFocus();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Anna?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    });
    expect(await screen.findByText('You have blocked Anna')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: '/api/block.php', body: { id: 5 } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send a gift' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-blocked-notice]')).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Anna is no longer blocked.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/block.php', body: { id: 5 } });
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });

  it('reports the photo shown with a reason and remarks', async () => {
    const { calls } = await page(FREE, ({ url }) => {
      if (url.pathname === '/api/report.php') return json({ complaint: { id: 1 } }, 201);
      if (url.pathname === '/api/member.php') return json(memberResponse(memberFixture({}, 2)));
      return undefined;
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Report this photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Anna' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason for your report.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(7);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Inappropriate photo' }));
    expect(within(dialog).getByRole('checkbox', { name: /about the photo/ })).toBeChecked();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Remarks (optional)' }), {
      target: { value: ' Not her ' },
    });
    expect(within(dialog).getByText('9 of 2000 characters')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('Thank you, our moderators will look at your report.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Follow your reports on the complaints page' }),
    ).toHaveAttribute('href', '/complaints');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/report.php',
      body: { id: 5, photo_id: 11, reason: 'inappropriate_photo', remarks: 'Not her' },
    });
  });

  it('reports the profile from the menu and shows the server’s error', async () => {
    await page(FREE, ({ url }) => {
      if (url.pathname === '/api/report.php')
        return json({ error: 'too_many_requests', message: 'Too many reports today.' }, 400);
      if (url.pathname === '/api/member.php') return json(memberResponse(memberFixture({}, 2)));
      return undefined;
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Anna' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Too many reports today.')).toBeInTheDocument();
  });
});
