import { Get } from '@nestjs/common';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { TimeBonusAnswer } from '../../http/discount.response';
import { GetTimeBonusQuery } from './get-time-bonus.query';
import { BusController } from '../../../shared/http/bus-controller';

/** The time bonus offered on /credits (SPEC §9). */
@MemberApi()
export class GetTimeBonusHttpController extends BusController {
  @Get('timebonus.php')
  timeBonus(@MemberId() memberId: number): Promise<TimeBonusAnswer> {
    return this.queryBus.execute(new GetTimeBonusQuery(memberId));
  }
}
