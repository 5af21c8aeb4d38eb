import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SearchProfilesRepository } from '../../database/search-profiles.repository';
import { GetSearchProfilesQuery, ListProfileIdsQuery } from './get-search-profiles.query';
import { type SearchProfile, toSearchProfile } from './search-profile';

@QueryHandler(GetSearchProfilesQuery)
export class GetSearchProfilesHandler implements IQueryHandler<GetSearchProfilesQuery> {
  constructor(private readonly profiles: SearchProfilesRepository) {}

  async execute({ profileIds }: GetSearchProfilesQuery): Promise<SearchProfile[]> {
    return (await this.profiles.byIds(profileIds)).map(toSearchProfile);
  }
}

@QueryHandler(ListProfileIdsQuery)
export class ListProfileIdsHandler implements IQueryHandler<ListProfileIdsQuery> {
  constructor(private readonly profiles: SearchProfilesRepository) {}

  execute({ afterId, limit }: ListProfileIdsQuery): Promise<number[]> {
    return this.profiles.idsAfter(afterId, limit);
  }
}
