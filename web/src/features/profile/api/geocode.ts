import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { formatCoordinate } from '../lib/geolocation';

/** GET /api/geocode.php?lat&lon → {geocode} (the place nearest to the browser's position). */
export type Geocode = Schemas['LocatedMember'];

/** 400 invalid_coordinates; 404 location_unknown (no city within 50 km). */
export function geocode(lat: number, lon: number): Promise<Schemas['GeocodeResponse']> {
  return apiClient.get<Schemas['GeocodeResponse']>('/api/geocode.php', {
    query: { lat: formatCoordinate(lat), lon: formatCoordinate(lon) },
    retries: 1,
  });
}
