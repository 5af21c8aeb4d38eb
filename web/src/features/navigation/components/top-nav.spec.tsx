import { render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { LOCALES } from '../../../lib/i18n/locales';
import { TopNav, type NavUser } from './top-nav';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

function nav(user: NavUser | null, path = '/') {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <TopNav
          siteName="Kindred"
          user={user}
          language="en"
          onLanguageChange={() => {}}
          onLogout={() => {}}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('top navigation: credits', () => {
  it('offers Get Premium to a member who never paid, Credits to a paid member', () => {
    const free = nav({ credits: 25, paid_user: false });
    expect(within(free).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(within(free).queryByRole('link', { name: /^Credits/ })).not.toBeInTheDocument();
  });

  it('links a paid member to the credits page', () => {
    const paid = nav({ credits: 25, paid_user: true });
    expect(within(paid).getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
    expect(within(paid).queryByRole('link', { name: /Get Premium/ })).not.toBeInTheDocument();
  });

  it('shows no credits badge above 10 credits', () => {
    const root = nav({ credits: 11, paid_user: true });
    expect(root.querySelector('.nav-badge')).toBeNull();
  });

  it('shows a warning badge from 1 to 10 credits, with its meaning for screen readers', () => {
    const root = nav({ credits: 10, paid_user: true });
    // (jsdom's accessible-name library trims each part; browsers keep the space: "Credits 10 credits left")
    const link = within(root).getByRole('link', { name: /^Credits ?10 credits left$/ });
    expect(link.querySelector('.nav-badge--warning')).toHaveTextContent('10');
  });

  it('shows a danger badge at 0 credits', () => {
    const root = nav({ credits: 0, paid_user: false });
    const link = within(root).getByRole('link', { name: /^Get Premium ?0 credits left$/ });
    expect(link.querySelector('.nav-badge--danger')).toHaveTextContent('0');
    expect(link.querySelector('.nav-badge--warning')).toBeNull();
  });

  it('shows no member links to a visitor', () => {
    const root = nav(null);
    expect(within(root).queryByRole('link', { name: /Credits|Get Premium/ })).not.toBeInTheDocument();
    expect(within(root).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('top navigation: the current section', () => {
  const member = { credits: 25, paid_user: false };

  it('marks search on a member page and messages on a chat opened from a profile', () => {
    const onProfile = nav(member, '/members/7');
    expect(within(onProfile).getByRole('link', { name: 'Search members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(onProfile).getByRole('link', { name: 'Messages' })).not.toHaveAttribute('aria-current');
  });

  it('marks messages, not search, on /members/{id}/chat', () => {
    const inChat = nav(member, '/members/7/chat');
    expect(within(inChat).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(within(inChat).getByRole('link', { name: 'Messages' })).toHaveClass('active');
    expect(within(inChat).getByRole('link', { name: 'Search members' })).not.toHaveAttribute('aria-current');
    expect(within(inChat).getByRole('link', { name: 'Search members' })).not.toHaveClass('active');
  });
});

describe('top navigation: labels on a phone', () => {
  it('has a short word for the long labels, while the links keep their full names', () => {
    const root = nav({ credits: 3, paid_user: false });
    const search = within(root).getByRole('link', { name: 'Search members' });
    expect(within(search).getByText('Search', { exact: true })).toBeInTheDocument();
    const premium = within(root).getByRole('link', { name: 'Get Premium 3 credits left' });
    expect(within(premium).getByText('Premium', { exact: true })).toBeInTheDocument();
  });
});

/** What a link shows on a phone or a wide screen: the short or the full words (NavText), its badges. */
function visibleText(link: HTMLElement, size: 'phone' | 'wide'): string {
  const shown = link.cloneNode(true) as HTMLElement;
  const hidden = size === 'phone' ? '.top-nav__text--full' : '.top-nav__text--short';
  for (const element of shown.querySelectorAll(`.visually-hidden, ${hidden}`)) element.remove();
  return shown.textContent ?? '';
}

/**
 * axe's label-content-name-mismatch: the visible words, in their order and with nothing between them,
 * among the words of the name (any letters or digits; case and punctuation do not count).
 */
function labelInName(label: string): RegExp {
  const words = label.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new RegExp(`(^|[^\\p{L}\\p{N}])${words.join('[^\\p{L}\\p{N}]*')}($|[^\\p{L}\\p{N}])`, 'iu');
}

describe('top navigation: the visible label is a part of every link’s name (WCAG 2.5.3)', () => {
  it.each(LOCALES)('in %s, on a phone and on a wide screen, with every badge', async (language) => {
    const translated = await createI18n(language);
    render(
      <I18nextProvider i18n={translated}>
        <MemoryRouter>
          <TopNav
            siteName="Kindred"
            user={{ credits: 3, paid_user: false }}
            language={language}
            onLanguageChange={() => {}}
            onLogout={() => {}}
            unreadMessages={2}
            newLikes={5}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    const premium = links.find((link) => link.getAttribute('href') === '/premium')!;
    expect(premium).toHaveAccessibleName(labelInName(visibleText(premium, 'wide')));
    // and the badge's meaning follows its number: "3 credits left"
    expect(premium).toHaveAccessibleName(labelInName(translated.t('nav.creditsLeft', { count: 3 })));
    for (const link of links)
      for (const size of ['phone', 'wide'] as const)
        expect(link, `${visibleText(link, size)} (${size})`).toHaveAccessibleName(
          labelInName(visibleText(link, size)),
        );
  });
});
