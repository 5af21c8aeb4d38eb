import { useEffect, useState } from 'react';
import { initialPermission, watchPermission, type LocationPermission } from '../lib/geolocation';

/** The browser's geolocation permission, kept up to date by the Permissions API's change event. */
export function useLocationPermission(): [LocationPermission, (permission: LocationPermission) => void] {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const [permission, setPermission] = useState<LocationPermission>(() => initialPermission(nav));
  useEffect(() => watchPermission(nav, setPermission), [nav]);
  return [permission, setPermission];
}
