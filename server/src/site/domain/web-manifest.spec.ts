import { webManifestOf } from './web-manifest';

describe('web app manifest', () => {
  const site = { name: 'Kindred', description: 'Meet someone new tonight.', domainLanguage: 'de' };

  it('installs the site under its own name and language, standalone, with icons for every platform', () => {
    const manifest = webManifestOf(site);
    expect(manifest).toMatchObject({
      name: 'Kindred',
      short_name: 'Kindred',
      description: 'Meet someone new tonight.',
      lang: 'de',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });

  it.each([
    ['Flirt Lounge Amsterdam', 'Flirt'],
    ['Verylongbrandname Dating', 'Verylongbran'],
    ['Amore', 'Amore'],
  ])('gives %j the home-screen name %j', (name, shortName) => {
    expect(webManifestOf({ ...site, name }).short_name).toBe(shortName);
  });
});
