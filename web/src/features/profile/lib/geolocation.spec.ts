import { describe, expect, it, vi } from 'vitest';
import {
  currentPosition,
  formatCoordinate,
  GEOLOCATION_OPTIONS,
  initialPermission,
  isCurrentLocation,
  permissionFromBrowser,
  PositionFailure,
  positionProblemOf,
  watchPermission,
  type GeolocationNavigator,
} from './geolocation';

/** A PermissionStatus whose state can be changed, firing its change event. */
function fakeStatus(state: PermissionState) {
  const target = new EventTarget() as EventTarget & { state: PermissionState };
  target.state = state;
  return {
    status: target as unknown as PermissionStatus,
    change(next: PermissionState) {
      target.state = next;
      target.dispatchEvent(new Event('change'));
    },
  };
}

const geolocation = { getCurrentPosition: vi.fn() };

describe('permissionFromBrowser', () => {
  it('keeps the browser states and calls anything else unknown', () => {
    expect(permissionFromBrowser('granted')).toBe('granted');
    expect(permissionFromBrowser('denied')).toBe('denied');
    expect(permissionFromBrowser('prompt')).toBe('prompt');
    expect(permissionFromBrowser('something')).toBe('unknown');
    expect(permissionFromBrowser(undefined)).toBe('unknown');
  });
});

describe('initialPermission', () => {
  it('is unsupported without navigator.geolocation, else unknown until asked', () => {
    expect(initialPermission(undefined)).toBe('unsupported');
    expect(initialPermission({})).toBe('unsupported');
    expect(initialPermission({ geolocation })).toBe('unknown');
  });
});

describe('watchPermission', () => {
  it('is unsupported without geolocation', () => {
    const onChange = vi.fn();
    watchPermission({}, onChange);
    expect(onChange).toHaveBeenCalledWith('unsupported');
  });

  it('is unknown without the Permissions API', () => {
    const onChange = vi.fn();
    watchPermission({ geolocation }, onChange);
    expect(onChange).toHaveBeenCalledWith('unknown');
  });

  it('reports the state, follows its changes and stops when told', async () => {
    const fake = fakeStatus('prompt');
    const query = vi.fn().mockResolvedValue(fake.status);
    const nav: GeolocationNavigator = { geolocation, permissions: { query } };
    const onChange = vi.fn();
    const stop = watchPermission(nav, onChange);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('prompt'));
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });

    fake.change('granted');
    expect(onChange).toHaveBeenLastCalledWith('granted');
    fake.change('denied');
    expect(onChange).toHaveBeenLastCalledWith('denied');

    stop();
    fake.change('prompt');
    expect(onChange).toHaveBeenLastCalledWith('denied');
  });

  it('is unknown when the query fails (a browser that cannot ask about geolocation)', async () => {
    const onChange = vi.fn();
    watchPermission(
      { geolocation, permissions: { query: vi.fn().mockRejectedValue(new TypeError()) } },
      onChange,
    );
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('unknown'));
  });
});

describe('currentPosition', () => {
  it('asks for a position at most an hour old (SPEC §9)', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 52.09, longitude: 5.12 } } as GeolocationPosition),
    );
    await expect(currentPosition({ geolocation: { getCurrentPosition } })).resolves.toEqual({
      latitude: 52.09,
      longitude: 5.12,
    });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ maximumAge: 3_600_000 });
    expect(GEOLOCATION_OPTIONS.maximumAge).toBe(60 * 60 * 1000);
  });

  it('turns the browser errors into problems', async () => {
    for (const [code, problem] of [
      [1, 'denied'],
      [2, 'unavailable'],
      [3, 'timeout'],
    ] as const) {
      const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((_, failure) =>
        failure?.({ code } as GeolocationPositionError),
      );
      const error = await currentPosition({ geolocation: { getCurrentPosition } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PositionFailure);
      expect((error as PositionFailure).problem).toBe(problem);
    }
    expect(positionProblemOf(null)).toBe('unavailable');
  });

  it('fails as unsupported without geolocation', async () => {
    const error = await currentPosition({}).catch((e: unknown) => e);
    expect((error as PositionFailure).problem).toBe('unsupported');
  });
});

describe('formatCoordinate', () => {
  it('writes a plain decimal with at most 6 places', () => {
    expect(formatCoordinate(52.0907)).toBe('52.0907');
    expect(formatCoordinate(5.1214)).toBe('5.1214');
    expect(formatCoordinate(-33.123456789)).toBe('-33.123457');
    expect(formatCoordinate(10)).toBe('10');
    expect(formatCoordinate(1e-7)).toBe('0');
    expect(formatCoordinate(0.0000012)).toBe('0.000001');
  });
});

describe('isCurrentLocation', () => {
  const utrecht = { country: 'NL', region_id: 7, city: 'Utrecht' };

  it('holds while the profile has the applied place', () => {
    expect(isCurrentLocation({ ...utrecht }, utrecht)).toBe(true);
    expect(isCurrentLocation({ country: 'nl', region_id: 7, city: ' utrecht ' }, utrecht)).toBe(true);
  });

  it('ends once the country, the region or the city was changed', () => {
    expect(isCurrentLocation({ ...utrecht, city: 'Amersfoort' }, utrecht)).toBe(false);
    expect(isCurrentLocation({ ...utrecht, region_id: 8 }, utrecht)).toBe(false);
    expect(isCurrentLocation({ ...utrecht, region_id: null }, utrecht)).toBe(false);
    expect(isCurrentLocation({ ...utrecht, country: 'DE' }, utrecht)).toBe(false);
  });
});
