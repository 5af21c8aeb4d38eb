import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { SwipesRepository } from '../../database/swipes.repository';
import { type SwipeDay, swipeDayOf } from '../../domain/swipe-day';
import { SWIPE_LIKES_PER_DAY } from '../../domain/swipe-limits';

/** Where a member stands in the swipe game today: the site's day and the likes left in it. */
export interface SwipeAllowance {
  day: SwipeDay;
  likesLeft: number;
}

/** The member's swipe day (the day of their site's time zone) and what is left of its likes. */
@Injectable()
export class SwipeAllowanceReader {
  constructor(
    private readonly swipes: SwipesRepository,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async dayOf(memberId: number): Promise<SwipeDay> {
    const member = await this.queryBus.execute(new GetMemberStatusQuery(memberId));
    // A logged-in member always has an account; without one the default site's zone is as good as any.
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(member?.siteId ?? 0));
    return swipeDayOf(this.clock.now(), site.timeZone);
  }

  async of(memberId: number, day?: SwipeDay): Promise<SwipeAllowance> {
    const today = day ?? (await this.dayOf(memberId));
    const used = await this.swipes.likesOn(memberId, today.day);
    return { day: today, likesLeft: Math.max(0, SWIPE_LIKES_PER_DAY - used) };
  }
}
