/** The browser's location turned into country, region and city. */
export class LocatedMember {
  lat: number;
  lon: number;
  country: string;
  region_id: number | null;
  region: string | null;
  city: string;
}

/** GET /api/geocode.php */
export class GeocodeResponse {
  geocode: LocatedMember;
}
