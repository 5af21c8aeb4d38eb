import { describe, expect, it } from 'vitest';
import { photoSlots, photosOf, searchAnswers, type PhotoCard } from './lander-photos';

const card = (
  id: number,
  image: PhotoCard['main_image'] = { match: `/m/${id}.jpg`, status: 'approved' },
) => ({
  id,
  fictional: id === 2,
  main_image: image,
});

describe('photosOf', () => {
  it('takes the photos of the results, then of the similar ones, each member once, at most max', () => {
    const photos = photosOf(
      {
        results: [card(1), card(2), card(3, null), card(4, { match: '/m/4.jpg', status: 'rejected' })],
        similar: { results: [card(1), card(5), card(6)] },
      },
      3,
    );
    expect(photos).toEqual([
      { id: 1, src: '/m/1.jpg', fictional: false },
      { id: 2, src: '/m/2.jpg', fictional: true },
      { id: 5, src: '/m/5.jpg', fictional: false },
    ]);
  });

  it('is empty without results', () => {
    expect(photosOf({ results: [] }, 8)).toEqual([]);
  });
});

describe('photoSlots', () => {
  it('fills the slots with the photos there are and null for the rest', () => {
    const photo = { id: 1, src: '/1.jpg', fictional: false };
    expect(photoSlots([photo], 3)).toEqual([photo, null, null]);
    expect(photoSlots([photo, photo, photo], 2)).toHaveLength(2);
  });
});

describe('searchAnswers', () => {
  const settings = (loggedOutSearch: string, loggedOutSearchTrafficSource: string) => ({
    loggedOutSearch,
    loggedOutSearchTrafficSource,
  });

  it('answers members always', () => {
    expect(searchAnswers({ loggedIn: true, trafficSource: false, ...settings('none', 'none') })).toBe(true);
  });

  it('answers visitors as logged_out_search says, or logged_out_search_trafficsource with a traffic source', () => {
    expect(searchAnswers({ loggedIn: false, trafficSource: false, ...settings('all', 'none') })).toBe(true);
    expect(searchAnswers({ loggedIn: false, trafficSource: false, ...settings('none', 'all') })).toBe(false);
    expect(searchAnswers({ loggedIn: false, trafficSource: true, ...settings('none', 'all') })).toBe(true);
    expect(searchAnswers({ loggedIn: false, trafficSource: true, ...settings('all', 'none') })).toBe(false);
    expect(
      searchAnswers({
        loggedIn: false,
        trafficSource: false,
        loggedOutSearch: undefined,
        loggedOutSearchTrafficSource: undefined,
      }),
    ).toBe(false);
  });
});
