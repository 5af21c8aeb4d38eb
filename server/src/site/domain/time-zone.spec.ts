import { DEFAULT_TIME_ZONE, isTimeZone, siteTimeZone } from './time-zone';

describe('site time zone', () => {
  it.each(['Europe/Amsterdam', 'America/New_York', 'Pacific/Kiritimati', 'UTC'])('knows %s', (zone) => {
    expect(isTimeZone(zone)).toBe(true);
    expect(siteTimeZone(zone)).toBe(zone);
  });

  it.each(['Mars/Olympus', '', 'not a zone'])('falls back to the default for %j', (zone) => {
    expect(siteTimeZone(zone)).toBe(DEFAULT_TIME_ZONE);
  });
});
