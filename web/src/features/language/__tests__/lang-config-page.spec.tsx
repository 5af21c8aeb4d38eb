import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../lib/i18n/language';
import type { Locale } from '../../../lib/i18n/locales';
import { featureRenderer, json } from '../../../test/render-feature';
import { LangConfigPage, type LangConfigPageProps } from '../components/lang-config-page';

const render = featureRenderer('common', { path: '/lang-config', pattern: '/lang-config' });

/** The page at `path`; the site's country is NL unless said (undefined: the settings still load). */
function renderPage(path: string, options: Partial<LangConfigPageProps> = {}) {
  const siteCountry = 'siteCountry' in options ? options.siteCountry : 'NL';
  const onChoose = options.onChoose ?? vi.fn(async () => {});
  return render(<LangConfigPage routeName="lang-config" siteCountry={siteCountry} onChoose={onChoose} />, {
    path,
    handler: () => json({}),
  });
}

/** The page with the real language switch of the app's i18n (the `lang` cookie, i18next, <html lang>). */
function WithRealSwitch({ siteCountry }: { siteCountry: string | null }) {
  const { i18n } = useTranslation();
  return (
    <LangConfigPage
      routeName="lang-config"
      siteCountry={siteCountry}
      onChoose={(locale) => chooseLanguage(i18n, locale)}
    />
  );
}

/** The buttons of the group named `title`, by their text. */
function group(title: string) {
  const section = screen.getByRole('region', { name: title });
  return within(section)
    .getAllByRole('button')
    .map((button) => button.querySelector('[lang]')?.textContent);
}

describe('LangConfigPage', () => {
  it('shows the languages of ?country=BE first, then the other ones, each in its own name', async () => {
    await renderPage('/lang-config?country=BE', { siteCountry: 'CH' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your language' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Languages of Belgium' })).toBeInTheDocument();
    expect(group('Languages of Belgium')).toEqual(['Nederlands', 'Français', 'Deutsch']);
    expect(group('Other languages')).toEqual(['English', 'Español', 'Italiano', 'Polski']);
    // the country's group comes first in the page
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Languages of Belgium',
      'Other languages',
    ]);
    // a real list of buttons, each name marked with its language
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Français' }).querySelector('[lang]')).toHaveAttribute(
      'lang',
      'fr',
    );
  });

  it("shows the site's country's languages first when there is no ?country=", async () => {
    await renderPage('/lang-config', { siteCountry: 'CH' });
    expect(await screen.findByRole('heading', { name: 'Languages of Switzerland' })).toBeInTheDocument();
    expect(group('Languages of Switzerland')).toEqual(['Deutsch', 'Italiano', 'Français', 'English']);
    expect(group('Other languages')).toEqual(['Español', 'Nederlands', 'Polski']);
  });

  it("ignores a ?country= that is not a two-letter code and uses the site's", async () => {
    await renderPage('/lang-config?country=BEL', { siteCountry: 'PL' });
    expect(await screen.findByRole('heading', { name: 'Languages of Poland' })).toBeInTheDocument();
    expect(group('Languages of Poland')).toEqual(['Polski']);
  });

  it('lists all seven under one heading for a country without languages of its own', async () => {
    await renderPage('/lang-config?country=BR');
    expect(await screen.findByRole('heading', { level: 2, name: 'All languages' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(group('All languages')).toEqual([
      'English',
      'Deutsch',
      'Español',
      'Français',
      'Italiano',
      'Nederlands',
      'Polski',
    ]);
  });

  it('shows the title and a skeleton while the settings load', async () => {
    await renderPage('/lang-config', { siteCountry: undefined });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the languages…');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your language' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not wait for the settings when ?country= names the country', async () => {
    await renderPage('/lang-config?country=ca', { siteCountry: undefined });
    expect(await screen.findByRole('heading', { name: 'Languages of Canada' })).toBeInTheDocument();
    expect(group('Languages of Canada')).toEqual(['English', 'Français']);
  });

  it('marks the current language as pressed', async () => {
    await renderPage('/lang-config?country=CH');
    const english = await screen.findByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveTextContent('Current language');
    for (const name of ['Deutsch', 'Italiano', 'Français', 'Español', 'Nederlands', 'Polski'])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the language at once (lang cookie, translations) and goes to ?return=', async () => {
    const { router } = await render(<WithRealSwitch siteCountry="BE" />, {
      path: `/lang-config?return=${encodeURIComponent('/members?page=2')}`,
      handler: () => json({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deutsch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    expect(router.state.location.search).toBe('?page=2');
    expect(document.cookie).toContain('lang=de');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('goes home after the choice without ?return=', async () => {
    const onChoose = vi.fn(async (_locale: Locale) => {});
    const { router } = await renderPage('/lang-config?country=NL', { onChoose });
    fireEvent.click(await screen.findByRole('button', { name: 'Nederlands' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(onChoose).toHaveBeenCalledWith('nl');
  });

  it('goes home instead of to a ?return= of another site', async () => {
    const onChoose = vi.fn(async (_locale: Locale) => {});
    const { router } = await renderPage('/lang-config?country=FR&return=//evil.example', { onChoose });
    fireEvent.click(await screen.findByRole('button', { name: 'Français' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(onChoose).toHaveBeenCalledWith('fr');
  });

  it('only goes on, without a change, when the current language is chosen', async () => {
    const onChoose = vi.fn(async (_locale: Locale) => {});
    const { router } = await renderPage('/lang-config?return=/chats', { onChoose });
    fireEvent.click(await screen.findByRole('button', { name: 'English' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    expect(onChoose).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('lang=');
  });

  it('takes one choice at a time, and says so when the switch fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onChoose = vi.fn(
      (_locale: Locale) =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const { router } = await renderPage('/lang-config?country=IT', { onChoose });
    fireEvent.click(await screen.findByRole('button', { name: 'Italiano' }));
    fireEvent.click(screen.getByRole('button', { name: 'Polski' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => fail(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
    expect(router.state.location.pathname).toBe('/lang-config');
    expect(screen.getByRole('button', { name: 'Polski' })).not.toHaveAttribute('aria-disabled');
  });
});
