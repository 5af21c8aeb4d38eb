import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { ProfileEntity, type StoredGeocode } from '../../database/profile.entity';
import { RegionEntity } from '../../database/region.entity';
import { reverseGeocode } from '../../geocode/reverse-geocoder';
import { LocateMemberCommand, type LocatedMember } from './locate-member.command';

@CommandHandler(LocateMemberCommand)
export class LocateMemberHandler implements ICommandHandler<LocateMemberCommand, LocatedMember> {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    @InjectRepository(RegionEntity) private readonly regions: Repository<RegionEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ profileId, lat, lon }: LocateMemberCommand): Promise<LocatedMember> {
    const place = reverseGeocode(lat, lon);
    if (!place) throw ApiError.notFound('location_unknown', 'profiles.location_unknown');
    const region = place.regionCode
      ? await this.regions.findOneBy({ country: place.country, code: place.regionCode })
      : null;
    const located = { lat, lon, country: place.country, region_id: region?.id ?? null, city: place.city };
    const geocode: StoredGeocode = { ...located, at: this.clock.now().toISOString() };
    await this.profiles.update({ id: profileId }, { geocode });
    return { ...located, region: region?.name ?? null };
  }
}
