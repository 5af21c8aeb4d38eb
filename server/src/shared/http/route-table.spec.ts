import { isKnownRoute, matchesRoute } from './route-table';

describe('matchesRoute', () => {
  it.each([
    ['/', '/', true],
    ['/', '/members', false],
    ['/members/:id', '/members/12', true],
    ['/members/:id', '/members', false],
    ['/members/:id', '/members/12/chat', false],
    ['/transactions/:id?', '/transactions', true],
    ['/transactions/:id?', '/transactions/7', true],
    ['/credits/:id/:paymentmethod?', '/credits/3', true],
    ['/credits/:id/:paymentmethod?', '/credits/3/ideal', true],
    ['/credits/:id/:paymentmethod?', '/credits', false],
    ['/pages/terms', '/pages/terms/', true],
    ['/pages/terms', '/pages/other', false],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(matchesRoute(pattern, path)).toBe(expected);
  });

  it('checks a table', () => {
    const routes = [{ name: 'members-id', path: '/members/:id', layout: 'default' as const }];
    expect(isKnownRoute(routes, '/members/5')).toBe(true);
    expect(isKnownRoute(routes, '/nowhere')).toBe(false);
  });
});
