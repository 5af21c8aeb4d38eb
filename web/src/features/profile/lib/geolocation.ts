/**
 * The browser's location permission as the page shows it (SPEC §3 Geolocation: unsupported, unknown or
 * the browser's states).
 */
export type LocationPermission = 'unsupported' | 'unknown' | 'prompt' | 'granted' | 'denied';

/** SPEC §9: a position up to an hour old will do. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  maximumAge: 3_600_000,
  timeout: 30_000,
  enableHighAccuracy: false,
};

/** What the page needs of `navigator` (a parameter, so the rules can be tested without a browser). */
export interface GeolocationNavigator {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  permissions?: Pick<Permissions, 'query'> | null;
}

/** The browser's answer turned into the page's state. */
export function permissionFromBrowser(state: string | null | undefined): LocationPermission {
  if (state === 'granted' || state === 'denied' || state === 'prompt') return state;
  return 'unknown';
}

/** The state before the Permissions API answered: unsupported without geolocation, else unknown. */
export function initialPermission(nav: GeolocationNavigator | undefined): LocationPermission {
  return nav?.geolocation ? 'unknown' : 'unsupported';
}

/**
 * Watches the permission: calls `onChange` with the current state and again on each change (the
 * Permissions API's change event). Returns a function that stops watching.
 */
export function watchPermission(
  nav: GeolocationNavigator | undefined,
  onChange: (permission: LocationPermission) => void,
): () => void {
  if (!nav?.geolocation) {
    onChange('unsupported');
    return () => {};
  }
  if (!nav.permissions || typeof nav.permissions.query !== 'function') {
    onChange('unknown');
    return () => {};
  }
  let stopped = false;
  let status: PermissionStatus | null = null;
  const listener = () => {
    if (!stopped && status) onChange(permissionFromBrowser(status.state));
  };
  nav.permissions.query({ name: 'geolocation' }).then(
    (result) => {
      if (stopped) return;
      status = result;
      onChange(permissionFromBrowser(result.state));
      result.addEventListener('change', listener);
    },
    // a browser that cannot query geolocation (older Safari) leaves it unknown
    () => {
      if (!stopped) onChange('unknown');
    },
  );
  return () => {
    stopped = true;
    status?.removeEventListener('change', listener);
  };
}

export type PositionProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** A GeolocationPositionError's code as the page explains it. */
export function positionProblemOf(error: { code?: number } | null | undefined): PositionProblem {
  switch (error?.code) {
    case 1:
      return 'denied';
    case 3:
      return 'timeout';
    default:
      return 'unavailable';
  }
}

export class PositionFailure extends Error {
  override readonly name = 'PositionFailure';
  constructor(readonly problem: PositionProblem) {
    super(problem);
  }
}

/** The browser's position (at most an hour old), or a PositionFailure. */
export function currentPosition(
  nav: GeolocationNavigator | undefined,
): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!nav?.geolocation) {
      reject(new PositionFailure('unsupported'));
      return;
    }
    nav.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new PositionFailure(positionProblemOf(error))),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** A coordinate as the server reads it: a plain decimal (never an exponent), 6 places (about 10 cm). */
export function formatCoordinate(value: number): string {
  return value.toFixed(6).replace(/\.?0+$/, '');
}

/** A profile's location, or a place found for the browser's position. */
export interface PlaceFields {
  country: string;
  region_id: number | null;
  city: string;
}

/**
 * Whether the profile still has the place that was applied: "Your location is now …" holds only as long
 * as this is true (editing the location by hand ends it).
 */
export function isCurrentLocation(profile: PlaceFields, place: PlaceFields): boolean {
  return (
    profile.country.toUpperCase() === place.country.toUpperCase() &&
    (profile.region_id ?? null) === (place.region_id ?? null) &&
    profile.city.trim().toLowerCase() === place.city.trim().toLowerCase()
  );
}
