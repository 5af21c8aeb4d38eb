import { RecentActivity } from './recent-activity';

describe('RecentActivity', () => {
  it('lets one write a minute through per member', () => {
    const recent = new RecentActivity();
    expect(recent.claim(1, 0, 60_000)).toBe(true);
    expect(recent.claim(1, 30_000, 60_000)).toBe(false);
    expect(recent.claim(2, 30_000, 60_000)).toBe(true);
    expect(recent.claim(1, 60_000, 60_000)).toBe(true);
  });

  it('lets a write through when the clock went back', () => {
    const recent = new RecentActivity();
    expect(recent.claim(1, 100_000, 60_000)).toBe(true);
    expect(recent.claim(1, 10_000, 60_000)).toBe(true);
  });
});
