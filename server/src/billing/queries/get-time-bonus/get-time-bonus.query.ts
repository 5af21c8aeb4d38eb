import { Query } from '@nestjs/cqrs';
import type { TimeBonusAnswer } from '../../http/discount.response';

/** The member's time bonus right now, if one runs (SPEC §9). */
export class GetTimeBonusQuery extends Query<TimeBonusAnswer> {
  constructor(readonly accountId: number) {
    super();
  }
}
