export class BundlePriceAdminResponse {
  /** Two letters. */
  country: string;
  currency: string;
  /** Minor units of the currency. */
  amount: number;
}

/** A credit bundle with its price per country (`GET /admin/api/bundles`). */
export class BundleAdminResponse {
  id: number;
  site_id: number;
  credits: number;
  sort: number;
  popular: boolean;
  active: boolean;
  prices: BundlePriceAdminResponse[];
}
