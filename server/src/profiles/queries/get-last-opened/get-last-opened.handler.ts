import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProfileEntity } from '../../database/profile.entity';
import { GetLastOpenedQuery, type LastOpened } from './get-last-opened.query';

@QueryHandler(GetLastOpenedQuery)
export class GetLastOpenedHandler implements IQueryHandler<GetLastOpenedQuery, LastOpened> {
  constructor(@InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>) {}

  async execute({ profileId }: GetLastOpenedQuery): Promise<LastOpened> {
    const profile = await this.profiles.findOneBy({ id: profileId });
    return {
      profile_id: profile?.lastOpenedProfileId ?? null,
      opened_at: profile?.lastOpenedAt?.toISOString() ?? null,
    };
  }
}
