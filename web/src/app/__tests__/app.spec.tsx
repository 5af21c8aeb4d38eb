import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

/** The Login button of the top navigation: it shows once the (logged-out) user has loaded. */
async function navLogin() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav).findByRole('link', { name: 'Log in' });
}

/** Waits for the page root of `route` and returns the layout it sits in. */
async function layoutOf(route: string) {
  const page = await waitFor(() => {
    const el = document.querySelector(`[data-route="${route}"]`);
    if (!el) throw new Error(`no [data-route="${route}"]`);
    return el;
  });
  return page.closest('[data-layout]')?.getAttribute('data-layout');
}

describe('app shell', () => {
  it('renders the landing hero on / for a visitor, in the default layout', async () => {
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kindred' })).toBeInTheDocument();
    expect(await layoutOf('index')).toBe('default');
    expect(screen.getByText('Meet adults near you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe('Kindred – adult dating'));
  });

  it('shows the 9 footer links in order and the company', async () => {
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    await renderApp('/login');
    const footer = await screen.findByRole('navigation', { name: 'Information' });
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/pages/terms',
      '/pages/privacy',
      '/pages/cookies',
      '/pages/ban',
      '/pricing',
      '/complaints',
      '/pages/return-policy',
      '/pages/faq',
      '/pages/service',
    ]);
    expect(await screen.findByText(`© ${new Date().getFullYear()} Kindred Testing B.V.`)).toBeInTheDocument();
  });

  it.each([
    ['/login', 'login', 'default'],
    ['/chats/4', 'chats-id', 'chat'],
    ['/members/4/chat', 'members-id-chat', 'chat'],
    ['/landers/gallery', 'landers-gallery-slug', 'lander'],
    ['/members/4/landing3/x', 'members-id-landing3-slug', 'lander'],
    ['/members/4/signup', 'members-id-signup', 'empty'],
    ['/lang-config', 'lang-config', 'empty'],
    ['/transactions', 'transactions-id', 'default'],
  ])('renders %s as %s in the %s layout', async (path, route, layout) => {
    await renderApp(path);
    expect(await layoutOf(route)).toBe(layout);
  });

  it('shows a lander in the lander layout with its headline and the page title', async () => {
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    await renderApp('/landers/gallery');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Take a look at who's waiting to meet you" }),
    ).toBeInTheDocument();
    expect(await layoutOf('landers-gallery-slug')).toBe('lander');
    await waitFor(() => expect(document.title).toBe('Member gallery – Kindred'));
  });

  it('shows the 404 page for an unknown path', async () => {
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    await renderApp('/this/does/not/exist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(await layoutOf('not-found')).toBe('default');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    // one card: its status, title and text are not cards of their own inside it
    const page = document.querySelector('[data-route="not-found"]')!;
    expect(page).toHaveClass('surface');
    expect(page.querySelectorAll('.surface')).toHaveLength(0);
  });

  it('renders a static page with the company details filled in', async () => {
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    await renderApp('/pages/terms');
    const article = await waitFor(() => {
      const el = document.querySelector('article[data-route="pages-terms"]');
      if (!el) throw new Error('not yet');
      return el as HTMLElement;
    });
    expect(within(article).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(article.textContent).toContain('Kindred Testing B.V.');
    expect(article.textContent).not.toContain('{{');
  });

  it('switches to German and remembers it in the lang cookie', async () => {
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    await renderApp('/login');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Deutsch', 'Español', 'Français', 'Italiano', 'Nederlands', 'Polski']);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'de' } });
    });
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('lang=de');
  });
});

describe('page loading failures', () => {
  it('shows an error page inside the layout when a page chunk cannot load (after a recent reload)', async () => {
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    window.sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    await renderApp('/login', {
      routes: {
        table: [{ name: 'login', path: '/login', layout: 'default' }],
        loaders: {
          login: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'An error occured, please try again later.' }),
    ).toBeInTheDocument();
    expect(await layoutOf('login')).toBe('default');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('site-entry warning', () => {
  it('shows for a new visitor and closes with Enter, storing the skipped timestamp', async () => {
    await renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    expect(dialog).toHaveAttribute('id', 'site-entry-warning');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const enter = within(dialog).getByRole('button', { name: 'Enter' });
    expect(enter).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Leave' })).toBeInTheDocument();
    const before = Date.now();
    fireEvent.click(enter);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Number(window.localStorage.getItem('site-entry-warning-skipped'))).toBeGreaterThanOrEqual(before);
  });

  it('closes on Escape', async () => {
    await renderApp('/members');
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('site-entry-warning-skipped')).not.toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    await renderApp('/');
    const dialog = await screen.findByRole('dialog');
    const focusables = dialog.querySelectorAll<HTMLElement>('a[href], button');
    const last = focusables[focusables.length - 1];
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(focusables[0]).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('does not show on /reset-password', async () => {
    await renderApp('/reset-password');
    expect(await navLogin()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("does not show when the setting is 'no'", async () => {
    await renderApp('/', { settings: { enable_site_entry_popup: 'no' } });
    expect(await navLogin()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show when skipped before', async () => {
    window.localStorage.setItem('site-entry-warning-skipped', String(Date.now()));
    await renderApp('/');
    expect(await navLogin()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows in the chat layout only for NL and DE', async () => {
    const fr = await renderApp('/chats', { settings: { geoip_selected_country: 'FR' } });
    expect(await navLogin()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fr.unmount();
    await renderApp('/chats', { settings: { geoip_selected_country: 'DE' } });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does not show for a logged-in member', async () => {
    await renderApp('/members', {
      user: {
        id: 1,
        credits: 0,
        status: 'activated',
        paid_user: false,
        notifications_disabled: [],
        profile: null,
      },
    });
    expect(await screen.findByRole('button', { name: /My account/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get Premium/ })).toHaveAttribute('href', '/premium');
  });
});
