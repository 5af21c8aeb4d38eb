import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { LAYOUTS, routeTable } from '../route-table';
import { pages } from '../router';

/** Every route of SPEC §2 with a sample URL and the layout it must use. */
const SPEC_PATHS: Array<[string, string]> = [
  ['/', 'default'],
  ['/likes', 'default'],
  ['/likes/m/7', 'default'],
  ['/likes/liked', 'default'],
  ['/account-deleted', 'default'],
  ['/chats', 'chat'],
  ['/chats/12', 'chat'],
  ['/complaints', 'default'],
  ['/complete-signup', 'default'],
  ['/credits', 'default'],
  ['/credits/3', 'default'],
  ['/credits/3/ideal', 'default'],
  ['/credits/repeat-order', 'default'],
  ['/directdebit', 'default'],
  ['/lang-config', 'empty'],
  ['/login', 'default'],
  ['/match-finder', 'default'],
  ['/members', 'default'],
  ['/members/5', 'default'],
  ['/members/5/chat', 'chat'],
  ['/members/5/landing', 'lander'],
  ['/members/5/signup', 'empty'],
  ['/members/5/landing2', 'lander'],
  ['/members/5/landing2/summer', 'lander'],
  ['/members/5/landing3/summer', 'lander'],
  ['/notifications', 'default'],
  ['/premium', 'default'],
  ['/pricing', 'default'],
  ['/profile', 'default'],
  ['/reset-password', 'default'],
  ['/reset-password/do', 'default'],
  ['/signup', 'default'],
  ['/signup-matches', 'empty'],
  ['/swipe-game', 'default'],
  ['/transactions', 'default'],
  ['/transactions/9', 'default'],
  ['/activate/done', 'default'],
  ['/activate/error', 'default'],
  ['/mail-change/do', 'default'],
  ['/mail-change/undo', 'default'],
  ['/settings', 'default'],
  ...['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'].map(
    (slug): [string, string] => [`/pages/${slug}`, 'default'],
  ),
  ...[
    'adultonly',
    'tinderswipe',
    'whoneedsstrings',
    'alonetonight',
    'collagelanding',
    'gallery',
    'iconslanding',
    'maplanding',
    'socialnetwork',
    'transitionsvideolanding',
    'video',
  ].flatMap((lander): Array<[string, string]> => [
    [`/landers/${lander}`, 'lander'],
    [`/landers/${lander}/some-slug`, 'lander'],
  ]),
];

const routes = routeTable.map((route) => ({ path: route.path, id: route.name }));

describe('route-table.json', () => {
  it('has unique names and paths and known layouts', () => {
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
    for (const route of routeTable) expect(LAYOUTS).toContain(route.layout);
  });

  it('has a page for every route and no page without a route', () => {
    expect(Object.keys(pages).sort()).toEqual(routeTable.map((r) => r.name).sort());
  });

  it.each(SPEC_PATHS)('matches %s in the %s layout', (path, layout) => {
    const match = matchRoutes(routes, path);
    expect(match, path).not.toBeNull();
    const name = match![match!.length - 1].route.id;
    expect(routeTable.find((r) => r.name === name)?.layout).toBe(layout);
  });

  it('matches the static credits path before the payment path', () => {
    const match = matchRoutes(routes, '/credits/repeat-order');
    expect(match?.[0].route.id).toBe('credits-repeat-order');
  });

  it('does not match unknown paths', () => {
    for (const path of [
      '/nope',
      '/members/1/unknown',
      '/pages/unknown',
      '/landers/adultonly/a/b',
      '/likes/m',
    ]) {
      const match = matchRoutes(routes, path);
      // /likes/m is the likes-type route with type "m": that is allowed by the spec
      if (path === '/likes/m') expect(match?.[0].route.id).toBe('likes-type');
      else expect(match, path).toBeNull();
    }
  });
});
