import { webManifestOf } from './web-manifest';

describe('web app manifest', () => {
  const site = {
    name: 'Kindred',
    description: { en: 'Meet someone new tonight.', de: 'Lerne heute Abend jemanden kennen.' },
  };

  it('installs the site under its own name and language, standalone, with icons for every platform', () => {
    const manifest = webManifestOf(site, 'de');
    expect(manifest).toMatchObject({
      name: 'Kindred',
      short_name: 'Kindred',
      description: 'Lerne heute Abend jemanden kennen.',
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
    expect(webManifestOf({ ...site, name }, 'en').short_name).toBe(shortName);
  });

  it('describes the site in English where its description has no text in the language', () => {
    expect(webManifestOf(site, 'fr')).toMatchObject({ description: 'Meet someone new tonight.', lang: 'fr' });
  });
});
