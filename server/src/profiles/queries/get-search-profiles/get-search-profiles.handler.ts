import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SearchProfilesRepository } from '../../database/search-profiles.repository';
import { GetSearchProfilesQuery, ListSearchProfilesQuery } from './get-search-profiles.query';
import { type SearchProfile, toSearchProfile } from './search-profile';

@QueryHandler(GetSearchProfilesQuery)
export class GetSearchProfilesHandler implements IQueryHandler<GetSearchProfilesQuery> {
  constructor(private readonly profiles: SearchProfilesRepository) {}

  async execute({ profileIds }: GetSearchProfilesQuery): Promise<SearchProfile[]> {
    return (await this.profiles.byIds(profileIds)).map(toSearchProfile);
  }
}

@QueryHandler(ListSearchProfilesQuery)
export class ListSearchProfilesHandler implements IQueryHandler<ListSearchProfilesQuery> {
  constructor(private readonly profiles: SearchProfilesRepository) {}

  async execute({ afterId, limit }: ListSearchProfilesQuery): Promise<SearchProfile[]> {
    return (await this.profiles.pageAfter(afterId, limit)).map(toSearchProfile);
  }
}
