import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RegionEntity } from '../../database/region.entity';
import { ListRegionsQuery, type Region } from '../../profiles.contracts';

/** Reference data, changed only by a deploy: loaded once per instance, filtered in memory. */
@QueryHandler(ListRegionsQuery)
export class ListRegionsHandler implements IQueryHandler<ListRegionsQuery, Region[]> {
  private cached: Promise<Region[]> | undefined;

  constructor(@InjectRepository(RegionEntity) private readonly regions: Repository<RegionEntity>) {}

  async execute(query: ListRegionsQuery): Promise<Region[]> {
    this.cached ??= this.regions
      .find({ order: { country: 'ASC', name: 'ASC' } })
      .then((rows) =>
        rows.map(({ id, country, code, name }) => ({ id, country: country.trim(), code, name })),
      )
      .catch((error: unknown) => {
        this.cached = undefined;
        throw error;
      });
    const all = await this.cached;
    return query.country ? all.filter((region) => region.country === query.country) : all;
  }
}
