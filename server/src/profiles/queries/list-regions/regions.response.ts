/** A region (province, state) of a country. */
export class RegionItem {
  id: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  code: string;
  name: string;
}

/** GET /api/regions.php */
export class RegionsResponse {
  regions: RegionItem[];
}
