import { isKnownRoute, matchesRoute } from './route-table';

describe('matchesRoute', () => {
  it.each([
    ['/', ['/'], ['/members']],
    ['/members/:id', ['/members/12'], ['/members', '/members/12/chat']],
    ['/transactions/:id?', ['/transactions', '/transactions/7'], []],
    ['/credits/:id/:paymentmethod?', ['/credits/3', '/credits/3/ideal'], ['/credits']],
    ['/pages/terms', ['/pages/terms/'], ['/pages/other']],
  ])('%s matches %j and not %j', (pattern, matching, other) => {
    for (const path of matching) expect(matchesRoute(pattern, path)).toBe(true);
    for (const path of other) expect(matchesRoute(pattern, path)).toBe(false);
  });

  it('checks a table', () => {
    const routes = [{ name: 'members-id', path: '/members/:id', layout: 'default' as const }];
    expect(isKnownRoute(routes, '/members/5')).toBe(true);
    expect(isKnownRoute(routes, '/nowhere')).toBe(false);
  });
});
