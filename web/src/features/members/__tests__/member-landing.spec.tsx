import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberLanding } from '../components/landing/member-landing';
import type { LandingVariant } from '../lib/landing';
import { EMPTY_SITE } from '../lib/site';
import { VISITOR, type MemberViewer } from '../lib/viewer';
import { json, memberFixture, memberResponse, renderMember, type Handler } from './render-member';

const serve =
  (overrides = {}): Handler =>
  ({ url }) =>
    url.pathname === '/api/member.php' ? json(memberResponse(memberFixture(overrides, 1))) : undefined;

function landing(variant: LandingVariant, viewer: MemberViewer, handler: Handler = serve()) {
  return renderMember(
    <MemberLanding
      routeName="members-id-landing"
      variant={variant}
      memberId={5}
      viewer={viewer}
      site={EMPTY_SITE}
      interests={[{ id: 1, name: 'Travel' }]}
    />,
    { path: '/members/5/landing', pattern: '/members/:id/landing', handler },
  );
}

describe('member landing pages', () => {
  it.each(['classic', 'spotlight', 'story'] as const)(
    'the %s design shows the member and a signup call to action for visitors',
    async (variant) => {
      await landing(variant, VISITOR);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Anna/);
      expect(document.querySelector(`[data-landing="${variant}"]`)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Anna' })).toHaveAttribute('src', '/media/5/photo-11.jpg');
      expect(screen.getByText('Haarlem, Noord-Holland, Netherlands')).toBeInTheDocument();
      expect(screen.getByText('Sign up to see all photos of Anna')).toBeInTheDocument();
      const ctas = screen.getAllByRole('link', { name: 'Sign up for free' });
      expect(ctas[0]).toHaveAttribute('href', '/members/5/signup');
      expect(screen.queryByRole('link', { name: 'View profile' })).not.toBeInTheDocument();
      const facts = screen.getByText('Single').closest('ul')!;
      expect(
        within(facts)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Single', 'Slim', 'Travel']);
    },
  );

  it('offers "View profile" to a member who is logged in', async () => {
    await landing('classic', { kind: 'free', profileId: 9 });
    expect(await screen.findByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/members/5');
    expect(screen.queryByRole('link', { name: 'Sign up for free' })).not.toBeInTheDocument();
  });

  it('shows the fictional-profile notice on a fictional profile', async () => {
    await landing('spotlight', VISITOR, serve({ fictional: true }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(within(heading).getByRole('img', { name: 'fictional profile' })).toBeInTheDocument();
    expect(screen.getByText(/This is a fictional profile/)).toBeInTheDocument();
  });

  it('still invites a visitor to sign up when the profile is gone', async () => {
    await landing('story', VISITOR, () => json({ error: 'member_not_found', message: 'Not found' }, 404));
    expect(
      await screen.findByRole('heading', { name: 'This profile is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
  });
});
