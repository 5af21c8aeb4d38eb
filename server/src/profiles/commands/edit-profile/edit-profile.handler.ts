import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MIN_AGE } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { Outbox } from '../../../shared/outbox/outbox';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { InterestEntity } from '../../database/interest.entity';
import { replaceProfileInterests } from '../../database/profile-interests';
import { ProfileEntity } from '../../database/profile.entity';
import { RegionEntity } from '../../database/region.entity';
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
];

@CommandHandler(EditProfileCommand)
export class EditProfileHandler implements ICommandHandler<EditProfileCommand, OwnProfile> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: OwnProfileReader,
    private readonly queryBus: QueryBus,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ profileId, fields }: EditProfileCommand): Promise<OwnProfile> {
    const changes: ProfileChanges = {};
    for (const field of EDITABLE) if (fields?.[field] !== undefined) changes[field] = fields[field];

    const profile = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(ProfileEntity, {
        where: { id: profileId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) throw ApiError.authenticationRequired();
      const [site, regions, interests] = await Promise.all([
        this.queryBus.execute(new GetSiteSettingsByIdQuery(current.siteId)),
        manager.find(RegionEntity, { select: { id: true, country: true } }),
        manager.find(InterestEntity, { select: { id: true } }),
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
          interestIds: interests.map((interest) => interest.id),
        },
      );
      const firstError = Object.values(errors)[0];
      if (firstError) {
        const params = { min_age: MIN_AGE, max: MAX_INTERESTS };
        throw new ApiError(400, 'validation_failed', firstError, params, errors);
      }
      const { interests: chosen, ...columns } = patch;
      if (Object.keys(columns).length || chosen) {
        await manager.update(ProfileEntity, { id: profileId }, { ...columns, updatedAt: this.clock.now() });
      }
      if (chosen) await replaceProfileInterests(manager, profileId, chosen);
      const changed = Object.keys(changes);
      if (changed.length) {
        const name = patch.name ?? current.name;
        await this.outbox.add(manager, new ProfileUpdated(profileId, changed, name, this.clock.now()));
      }
      return this.reader.read(profileId, manager);
    });
    await this.outbox.flush();
    return profile!;
  }
}
