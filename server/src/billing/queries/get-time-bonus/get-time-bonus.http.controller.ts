import { Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { TimeBonusAnswer } from '../../http/discount.response';
import { GetTimeBonusQuery } from './get-time-bonus.query';

/** The time bonus offered on /credits (SPEC §9). */
@MemberApi()
export class GetTimeBonusHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('timebonus.php')
  timeBonus(@MemberId() memberId: number): Promise<TimeBonusAnswer> {
    return this.queryBus.execute(new GetTimeBonusQuery(memberId));
  }
}
