import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { InterestEntity } from '../../database/interest.entity';
import { type Interest, ListInterestsQuery } from '../../profiles.contracts';

/** Reference data, changed only by a deploy: loaded once per instance. */
@QueryHandler(ListInterestsQuery)
export class ListInterestsHandler implements IQueryHandler<ListInterestsQuery, Interest[]> {
  private cached: Promise<Interest[]> | undefined;

  constructor(@InjectRepository(InterestEntity) private readonly interests: Repository<InterestEntity>) {}

  execute(): Promise<Interest[]> {
    this.cached ??= this.interests
      .find({ order: { sort: 'ASC', id: 'ASC' } })
      .then((rows) => rows.map(({ id, slug, labels }) => ({ id, slug, labels })))
      .catch((error: unknown) => {
        this.cached = undefined;
        throw error;
      });
    return this.cached;
  }
}
