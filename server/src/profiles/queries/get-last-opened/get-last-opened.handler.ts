import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfilesRepository } from '../../database/profiles.repository';
import { GetLastOpenedQuery, type LastOpened } from './get-last-opened.query';

@QueryHandler(GetLastOpenedQuery)
export class GetLastOpenedHandler implements IQueryHandler<GetLastOpenedQuery> {
  constructor(private readonly profiles: ProfilesRepository) {}

  async execute({ profileId }: GetLastOpenedQuery): Promise<LastOpened> {
    const profile = await this.profiles.find(profileId);
    return {
      profile_id: profile?.lastOpenedProfileId ?? null,
      opened_at: profile?.lastOpenedAt?.toISOString() ?? null,
    };
  }
}
