/** A discount code (`GET /admin/api/discount_codes`) with how many orders used it. */
export class DiscountCodeAdminResponse {
  id: number;
  site_id: number;
  /** Upper case, as members type it. */
  code: string;
  percentage: number;
  /** Minimum order value in minor units of the buyer's currency (0: none). */
  minimum: number;
  /** Two letters, or null for every country. */
  country: string | null;
  active: boolean;
  valid_from: string | null;
  valid_until: string | null;
  created_at: string;
  usage_count: number;
}

/** An order that used a code (`GET /admin/api/discount_codes/:id/uses`). */
export class DiscountCodeUseResponse {
  order_id: string;
  account_id: number;
  status: string;
  used_at: string;
}
