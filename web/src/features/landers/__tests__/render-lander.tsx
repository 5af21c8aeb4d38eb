import { featureRenderer, type ApiHandler } from '../../../test/render-feature';
import { Lander, type LanderProps } from '../components/lander';

export { json } from '../../../test/render-feature';
export type Handler = ApiHandler;

/** Renders `element` at `path` with react-query, the landers' translations, a router and a fake API. */
export const renderLanderPage = featureRenderer('landers', {
  path: '/landers/adultonly',
  pattern: '/landers/:name/:slug?',
});

/** A search.php card with a photo. */
export const photoCard = (id: number, fictional = false) => ({
  id,
  name: `M${id}`,
  age: 30,
  city: 'Utrecht',
  region: null,
  country: 'NL',
  fictional,
  last_active_at: '2026-11-21T12:00:00.000Z',
  distance_km: null,
  main_image: {
    filename: `${id}.jpg`,
    thumb_filename: `${id}_t.jpg`,
    status: 'approved',
    match: `/media/${id}_t.jpg`,
  },
});

export const searchPage = (count: number) => ({
  results: Array.from({ length: count }, (_, index) => photoCard(index + 1)),
  numResults: count,
  cursor: null,
});

/** A visitor on an open site where search answers visitors. */
export const VISITOR_PROPS: Omit<LanderProps, 'routeName'> = {
  siteName: 'Kindred',
  loggedIn: false,
  signupsOpen: true,
  photosAllowed: true,
};

export function renderLander(
  routeName: string,
  {
    props = {},
    handler = () => undefined,
    path,
  }: { props?: Partial<LanderProps>; handler?: Handler; path?: string } = {},
) {
  const name = /^landers-(.+)-slug$/.exec(routeName)?.[1] ?? 'adultonly';
  return renderLanderPage(<Lander routeName={routeName} {...VISITOR_PROPS} {...props} />, {
    path: path ?? `/landers/${name}`,
    handler,
  });
}
