import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_QUERY_KEY } from '../../features/auth/api/get-user';
import { renderApp } from '../../test/render-app';

const member = {
  id: 1,
  credits: 0,
  status: 'activated',
  paid_user: false,
  notifications_disabled: [],
  language: 'en',
  profile: null,
};

/** The PUT calls to /api/user.php, with their bodies. */
function languagePuts(fetchMock: Awaited<ReturnType<typeof renderApp>>['fetchMock']) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === '/api/user.php' && (init as RequestInit | undefined)?.method === 'PUT';
    })
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}

describe('/lang-config', () => {
  it("lists the settings' country's languages first, in the empty layout with its route title", async () => {
    await renderApp('/lang-config', { settings: { geoip_selected_country: 'BE' } });
    const page = await screen.findByRole('region', { name: 'Choose your language' });
    expect(page.closest('[data-layout]')).toHaveAttribute('data-layout', 'empty');
    expect(page).toHaveAttribute('data-route', 'lang-config');
    const belgium = await within(page).findByRole('region', { name: 'Languages of Belgium' });
    expect(
      within(belgium)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Nederlands', 'Français', 'Deutsch']);
    await waitFor(() => expect(document.title).toBe('Language – Kindred'));
  });

  it("a visitor's choice is kept in the lang cookie only, and the app goes on to ?return= in it", async () => {
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    const { router, fetchMock, queryClient } = await renderApp('/lang-config?country=CH&return=/login');
    await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ user: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Français' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(await within(nav).findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
    expect(languagePuts(fetchMock)).toEqual([]);
  });

  it("a member's choice is also saved on the account (PUT /api/user.php), as the navigation's switcher does", async () => {
    const { router, fetchMock, queryClient } = await renderApp(
      '/lang-config?country=NL&return=//evil.example',
      {
        user: member,
      },
    );
    await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ user: member }));
    fireEvent.click(await screen.findByRole('button', { name: 'Nederlands' }));
    await waitFor(() => expect(languagePuts(fetchMock)).toEqual([{ language: 'nl' }]));
    // a return path to another site is refused: home, which takes a member on to the members area
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(document.cookie).toContain('lang=nl');
    expect(document.documentElement.lang).toBe('nl');
  });
});
