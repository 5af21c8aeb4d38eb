import { apiClient } from '../lib/api-client';
import type { Schemas } from './types';

/** A discount (bundles.php `discount`, discountcode.php `discount`). */
export type Discount = Schemas['DiscountResponse'];

/** GET /api/discountcode.php?code= → the discount, or 404 'Code not found' / 409 'Code already used'. */
export function getDiscountCode(code: string, signal?: AbortSignal): Promise<Schemas['DiscountAnswer']> {
  return apiClient.get<Schemas['DiscountAnswer']>('/api/discountcode.php', { query: { code }, signal });
}
