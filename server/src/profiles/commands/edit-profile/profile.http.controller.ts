import { Body, Controller, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MIN_AGE } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { Outbox } from '../../../shared/outbox/outbox';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { InterestEntity } from '../../database/interest.entity';
import { ProfileEntity } from '../../database/profile.entity';
import { RegionEntity } from '../../database/region.entity';
import { MAX_INTERESTS } from '../../domain/profile-attributes';
import { applyProfileChanges, type ProfileChanges } from '../../domain/profile-rules';
import { ProfileUpdated } from '../../profiles.contracts';
import { OwnProfileReader } from '../../queries/get-own-profile/own-profile.reader';

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

/** The member's own profile: read it, change any of its fields (all or nothing). */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class ProfileHttpController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: OwnProfileReader,
    private readonly queryBus: QueryBus,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('profile.php')
  async show(@CurrentMember() member: SessionMember) {
    const profile = await this.reader.read(member.id);
    if (!profile) throw ApiError.authenticationRequired();
    return { profile };
  }

  @Put('profile.php')
  async update(@CurrentMember() member: SessionMember, @Body() body: Record<string, unknown>) {
    const changes: ProfileChanges = {};
    for (const field of EDITABLE) if (body?.[field] !== undefined) changes[field] = body[field];

    const profile = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(ProfileEntity, {
        where: { id: member.id },
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
      if (Object.keys(errors).length) {
        throw new ApiError(
          400,
          'validation_failed',
          Object.values(errors)[0]!,
          { min_age: MIN_AGE, max: MAX_INTERESTS },
          errors,
        );
      }
      const { interests: chosen, ...columns } = patch;
      if (Object.keys(columns).length || chosen) {
        await manager.update(ProfileEntity, { id: member.id }, { ...columns, updatedAt: this.clock.now() });
      }
      if (chosen) {
        await manager.query(`DELETE FROM profile_interests WHERE profile_id = $1`, [member.id]);
        if (chosen.length) {
          await manager.query(
            `INSERT INTO profile_interests (profile_id, interest_id) SELECT $1, unnest($2::int[])`,
            [member.id, chosen],
          );
        }
      }
      const fields = Object.keys(changes);
      if (fields.length) {
        const name = patch.name ?? current.name;
        await this.outbox.add(manager, new ProfileUpdated(member.id, fields, name, this.clock.now()));
      }
      return this.reader.read(member.id, manager);
    });
    await this.outbox.flush();
    return { profile };
  }
}
