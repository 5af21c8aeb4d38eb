import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProfilesRepository } from '../../database/profiles.repository';
import { GetMatchPreferencesQuery, type MatchPreferences } from './get-match-preferences.query';

@QueryHandler(GetMatchPreferencesQuery)
export class GetMatchPreferencesHandler implements IQueryHandler<GetMatchPreferencesQuery> {
  constructor(private readonly profiles: ProfilesRepository) {}

  async execute({ profileIds }: GetMatchPreferencesQuery): Promise<Map<number, MatchPreferences>> {
    const ids = profileIds.filter((id) => Number.isSafeInteger(id));
    if (!ids.length) return new Map();
    const rows = await this.profiles.matchPreferences(ids);
    return new Map(rows.map(({ id, appearance, ethnicity }) => [id, { appearance, ethnicity }]));
  }
}
