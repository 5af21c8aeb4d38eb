import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReferenceDataRepository } from '../../database/reference-data.repository';
import { type Interest, ListInterestsQuery } from '../../profiles.contracts';

/** Reference data, changed only by a deploy: loaded once per instance. */
@QueryHandler(ListInterestsQuery)
export class ListInterestsHandler implements IQueryHandler<ListInterestsQuery> {
  private cached: Promise<Interest[]> | undefined;

  constructor(private readonly referenceData: ReferenceDataRepository) {}

  execute(): Promise<Interest[]> {
    this.cached ??= this.referenceData
      .allInterests()
      .then((rows) => rows.map(({ id, slug, labels }) => ({ id, slug, labels })))
      .catch((error: unknown) => {
        this.cached = undefined;
        throw error;
      });
    return this.cached;
  }
}
