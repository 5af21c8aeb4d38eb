import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListDeletedAccountIdsQuery } from '../../../identity/identity.contracts';
import { ProfilesRepository } from '../../database/profiles.repository';
import { GetProfileStatsQuery, type ProfileStats } from '../../profiles.contracts';

/**
 * Counts the profiles of the members identity counts: a deleted account keeps its profile until it is
 * erased, so those are left out here too, and the genders add up to the members total.
 */
@QueryHandler(GetProfileStatsQuery)
export class GetProfileStatsHandler implements IQueryHandler<GetProfileStatsQuery> {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<ProfileStats> {
    const deleted = await this.queryBus.execute(new ListDeletedAccountIdsQuery());
    const counts = await this.profiles.counts(deleted);
    const byGender: ProfileStats['byGender'] = { male: 0, female: 0 };
    for (const row of counts.byGender) byGender[row.gender] = row.n;
    return { byGender, fictionalTotal: counts.fictional, photosTotal: counts.photos };
  }
}
