import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import type { StoredGeocode } from '../../database/profile.entity';
import { ProfilesRepository } from '../../database/profiles.repository';
import { ReferenceDataRepository } from '../../database/reference-data.repository';
import { reverseGeocode } from '../../geocode/reverse-geocoder';
import { LocateMemberCommand, type LocatedMember } from './locate-member.command';

@CommandHandler(LocateMemberCommand)
export class LocateMemberHandler implements ICommandHandler<LocateMemberCommand> {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly referenceData: ReferenceDataRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ profileId, lat, lon }: LocateMemberCommand): Promise<LocatedMember> {
    const place = reverseGeocode(lat, lon);
    if (!place) throw ApiError.notFound('location_unknown', 'profiles.location_unknown');
    const region = place.regionCode ? await this.referenceData.region(place.country, place.regionCode) : null;
    const located = { lat, lon, country: place.country, region_id: region?.id ?? null, city: place.city };
    const geocode: StoredGeocode = { ...located, at: this.clock.now().toISOString() };
    await this.profiles.setGeocode(profileId, geocode, this.clock.now());
    return { ...located, region: region?.name ?? null };
  }
}
