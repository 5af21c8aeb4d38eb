import { Query } from '@nestjs/cqrs';
import type { Locale } from '../../../shared/i18n/messages';
import type { GiftsResponse } from './gifts.response';

/** The gifts the member's site offers, named in `locale`. */
export class ListGiftsQuery extends Query<GiftsResponse> {
  constructor(
    readonly memberId: number,
    readonly locale: Locale,
  ) {
    super();
  }
}
