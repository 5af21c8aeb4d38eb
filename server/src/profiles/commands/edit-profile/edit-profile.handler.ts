import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { MIN_AGE } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { ProfilesRepository } from '../../database/profiles.repository';
import { MAX_INTERESTS } from '../../domain/profile-attributes';
import { applyProfileChanges, type ProfileChanges } from '../../domain/profile-rules';
import { ProfileUpdated } from '../../profiles.contracts';
import { OwnProfileReader, type OwnProfile } from '../../queries/get-own-profile/own-profile.reader';
import { EditProfileCommand } from './edit-profile.command';

const EDITABLE: ReadonlyArray<keyof ProfileChanges> = [
  'name',
  'gender',
  'seeking',
  'date_of_birth',
  'country',
  'region_id',
  'city',
  'interests',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'about',
  'appearance',
  'ethnicity',
  'ethnicity_consent',
];

/** The fields an event names: a consent change is a change of the ethnicity (the read models drop it). */
const changedFields = (changes: ProfileChanges): string[] => [
  ...new Set(Object.keys(changes).map((field) => (field === 'ethnicity_consent' ? 'ethnicity' : field))),
];

@CommandHandler(EditProfileCommand)
export class EditProfileHandler implements ICommandHandler<EditProfileCommand> {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly reader: OwnProfileReader,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ profileId, fields }: EditProfileCommand): Promise<OwnProfile> {
    const changes: ProfileChanges = {};
    for (const field of EDITABLE) if (fields?.[field] !== undefined) changes[field] = fields[field];

    const profile = await this.profiles.editLocked(profileId, async (current, edit) => {
      const [site, regions, interestIds] = await Promise.all([
        this.queryBus.execute(new GetSiteSettingsByIdQuery(current.siteId)),
        edit.regions(),
        edit.allInterestIds(),
      ]);
      const { errors, patch } = applyProfileChanges(
        changes,
        {
          gender: current.gender,
          seeking: current.seeking,
          country: current.country.trim(),
          regionId: current.regionId,
        },
        {
          today: this.clock.now(),
          countries: site.countries,
          regionIdsOf: (country) => regions.filter((r) => r.country === country).map((r) => r.id),
          interestIds,
        },
      );
      const firstError = Object.values(errors)[0];
      if (firstError) {
        const params = { min_age: MIN_AGE, count: MAX_INTERESTS };
        throw new ApiError(400, 'validation_failed', firstError, params, errors);
      }
      const { interests: chosen, ...columns } = patch;
      if (Object.keys(columns).length || chosen) {
        await edit.update({ ...columns, updatedAt: this.clock.now() });
      }
      if (chosen) await edit.replaceInterests(chosen);
      const changed = changedFields(changes);
      if (changed.length) {
        const name = patch.name ?? current.name;
        await edit.publish(new ProfileUpdated(profileId, changed, name, this.clock.now()));
      }
      return edit.ownProfileRows();
    });
    // No profile (or none any more): the session outlived its account.
    if (!profile) throw ApiError.authenticationRequired();
    return (await this.reader.read(profileId, profile))!;
  }
}
