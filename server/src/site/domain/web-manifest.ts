import type { Locale } from '../../shared/i18n/messages';
import type { SiteSettings } from '../site.contracts';
import { textIn } from './localised-text';

/** The brand colour of the member app (web/index.html's theme-color and the icons' background). */
const THEME_COLOR = '#d9465f';
/** Home screens cut longer names off. */
const SHORT_NAME_LENGTH = 12;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  background_color: string;
  theme_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/**
 * The web app manifest of a site: it lets a member install the app on a phone's home screen, where it opens
 * without the browser's bars (the installed-app mode the top navigation's back button is for, SPEC §8).
 * Each site is installed under its own name, its description in `locale` (the language the app shows the
 * site in), which is the manifest's `lang`.
 */
export function webManifestOf(site: Pick<SiteSettings, 'name' | 'description'>, locale: Locale): WebManifest {
  return {
    id: '/',
    name: site.name,
    short_name: shortNameOf(site.name),
    description: textIn(site.description, locale),
    lang: locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    categories: ['social', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** The name when it fits a home screen, else its first word, else its first letters. */
function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const firstWord = name.split(/\s+/, 1)[0]!;
  return firstWord.length <= SHORT_NAME_LENGTH ? firstWord : name.slice(0, SHORT_NAME_LENGTH);
}
