import { Query } from '@nestjs/cqrs';
import type { DiscountAnswer } from '../../http/discount.response';

/** The discount a code gives the member, or with `welcome` the member's welcome discount. */
export class GetDiscountQuery extends Query<DiscountAnswer> {
  constructor(
    readonly accountId: number,
    readonly code: string,
    readonly welcome: boolean,
  ) {
    super();
  }
}
