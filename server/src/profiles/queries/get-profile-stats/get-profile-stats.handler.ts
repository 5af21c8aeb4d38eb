import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ListDeletedAccountIdsQuery } from '../../../identity/identity.contracts';
import { GetProfileStatsQuery, type ProfileStats } from '../../profiles.contracts';

/**
 * Counts the profiles of the members identity counts: a deleted account keeps its profile until it is
 * erased, so those are left out here too, and the genders add up to the members total.
 */
@QueryHandler(GetProfileStatsQuery)
export class GetProfileStatsHandler implements IQueryHandler<GetProfileStatsQuery, ProfileStats> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<ProfileStats> {
    const deleted = await this.queryBus.execute(new ListDeletedAccountIdsQuery());
    const [genders, [totals]] = await Promise.all([
      this.dataSource.query(
        `SELECT gender, count(*)::int AS n FROM profiles WHERE NOT (id = ANY($1::int[])) GROUP BY gender`,
        [deleted],
      ) as Promise<{ gender: string; n: number }[]>,
      this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM profiles WHERE fictional AND NOT (id = ANY($1::int[]))) AS fictional,
                (SELECT count(*)::int FROM photos WHERE NOT (profile_id = ANY($1::int[]))) AS photos`,
        [deleted],
      ) as Promise<[{ fictional: number; photos: number }]>,
    ]);
    const byGender: ProfileStats['byGender'] = { male: 0, female: 0 };
    for (const row of genders) byGender[row.gender] = row.n;
    return { byGender, fictionalTotal: totals.fictional, photosTotal: totals.photos };
  }
}
