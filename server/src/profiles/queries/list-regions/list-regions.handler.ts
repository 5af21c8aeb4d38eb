import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReferenceDataRepository } from '../../database/reference-data.repository';
import { ListRegionsQuery, type Region } from '../../profiles.contracts';

/** Reference data, changed only by a deploy: loaded once per instance, filtered in memory. */
@QueryHandler(ListRegionsQuery)
export class ListRegionsHandler implements IQueryHandler<ListRegionsQuery> {
  private cached: Promise<Region[]> | undefined;

  constructor(private readonly referenceData: ReferenceDataRepository) {}

  async execute(query: ListRegionsQuery): Promise<Region[]> {
    this.cached ??= this.referenceData
      .allRegions()
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
