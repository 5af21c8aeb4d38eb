import { Query } from '@nestjs/cqrs';
import type { Locale } from '../../../shared/i18n/messages';
import type { RequestSite } from '../../../site/site.contracts';
import type { BundlesResponse } from '../../http/bundles.response';

/**
 * The credit bundles with local prices: a member's in their own country with their discount, a
 * visitor's in the chosen country, else the GeoIP country, else the site's first.
 */
export class ListBundlesQuery extends Query<BundlesResponse> {
  constructor(
    /** A member's own site, a visitor's the Host's (requestSite). */
    readonly site: RequestSite,
    readonly memberId: number | null,
    readonly geoipCountry: string | null,
    readonly chosenCountry: string | undefined,
    /** The language of the payment methods' names (the request's). */
    readonly locale: Locale,
  ) {
    super();
  }
}
