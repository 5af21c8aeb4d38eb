import { apiClient } from '../../../lib/api-client';
import { formatCoordinate } from '../lib/geolocation';

/** GET /api/geocode.php?lat&lon → {geocode} (the place nearest to the browser's position). */
export interface Geocode {
  lat: number;
  lon: number;
  country: string;
  region_id: number | null;
  region: string | null;
  city: string;
}

/** 400 invalid_coordinates; 404 location_unknown (no city within 50 km). */
export function geocode(lat: number, lon: number): Promise<{ geocode: Geocode }> {
  return apiClient.get<{ geocode: Geocode }>('/api/geocode.php', {
    query: { lat: formatCoordinate(lat), lon: formatCoordinate(lon) },
    retries: 1,
  });
}
