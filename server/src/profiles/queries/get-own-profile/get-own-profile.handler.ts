import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { GetOwnProfileQuery } from './get-own-profile.query';
import { OwnProfileReader, type OwnProfile } from './own-profile.reader';

@QueryHandler(GetOwnProfileQuery)
export class GetOwnProfileHandler implements IQueryHandler<GetOwnProfileQuery> {
  constructor(private readonly reader: OwnProfileReader) {}

  async execute({ profileId }: GetOwnProfileQuery): Promise<OwnProfile> {
    const profile = await this.reader.read(profileId);
    if (!profile) throw ApiError.authenticationRequired();
    return profile;
  }
}
