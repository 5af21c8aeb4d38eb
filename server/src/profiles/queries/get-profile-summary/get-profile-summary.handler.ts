import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProfileSummaryRepository } from '../../database/profile-summary.repository';
import type { ProfileSummaryRow } from '../../database/profile-summary.row';
import { GetProfileSummaryQuery, type ProfileSummary } from '../../profiles.contracts';

@QueryHandler(GetProfileSummaryQuery)
export class GetProfileSummaryHandler implements IQueryHandler<GetProfileSummaryQuery> {
  constructor(private readonly summaries: ProfileSummaryRepository) {}

  async execute(query: GetProfileSummaryQuery): Promise<ProfileSummary | null> {
    const profile = await this.summaries.find(query.profileId);
    return profile ? toProfileSummary(profile, query.cdnPrefix) : null;
  }
}

/** The summary other modules see; the main photo's `match` is its thumbnail's URL under `cdnPrefix`. */
function toProfileSummary(profile: ProfileSummaryRow, cdnPrefix: string): ProfileSummary {
  const prefix = cdnPrefix.replace(/\/$/, '');
  return {
    id: profile.id,
    status: profile.status,
    main_image:
      profile.main_filename !== null
        ? {
            filename: profile.main_filename,
            thumb_filename: profile.main_thumb_filename!,
            status: profile.main_status!,
            match: `${prefix}/${profile.main_thumb_filename}`,
          }
        : null,
    name: profile.name,
    gender: profile.gender,
    seeking: profile.seeking,
    sexuality: profile.sexuality,
    date_of_birth: profile.birth_date,
    country: profile.country,
    region_id: profile.region_id,
    city: profile.city,
  };
}
