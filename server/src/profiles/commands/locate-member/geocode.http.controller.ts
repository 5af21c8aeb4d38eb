import { RateLimiter } from '../../../shared/http/rate-limiter';
import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { StateChanging } from '../../../shared/http/state-changing.decorator';
import { ProfileEntity, type StoredGeocode } from '../../database/profile.entity';
import { RegionEntity } from '../../database/region.entity';
import { reverseGeocode } from '../../geocode/reverse-geocoder';

const GEOCODES_PER_HOUR = { name: 'geocode', max: 120, windowSeconds: 60 * 60 };

function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined || !/^-?\d{1,3}(\.\d+)?$/.test(value.trim())) return null;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : null;
}

/** The browser's location turned into country, region and city offline, kept as the member's geocode data. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class GeocodeHttpController {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    @InjectRepository(RegionEntity) private readonly regions: Repository<RegionEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('geocode.php')
  @StateChanging()
  async geocode(
    @CurrentMember() member: SessionMember,
    @Query('lat') latText?: string,
    @Query('lon') lonText?: string,
  ) {
    await this.limiter.consume(GEOCODES_PER_HOUR, `account:${member.id}`);
    const lat = coordinate(latText, 90);
    const lon = coordinate(lonText, 180);
    if (lat === null || lon === null) {
      throw ApiError.badRequest('invalid_coordinates', 'profiles.invalid_coordinates');
    }
    const place = reverseGeocode(lat, lon);
    if (!place) throw ApiError.notFound('location_unknown', 'profiles.location_unknown');
    const region = place.regionCode
      ? await this.regions.findOneBy({ country: place.country, code: place.regionCode })
      : null;
    const geocode: StoredGeocode = {
      lat,
      lon,
      country: place.country,
      region_id: region?.id ?? null,
      city: place.city,
      at: this.clock.now().toISOString(),
    };
    await this.profiles.update({ id: member.id }, { geocode });
    return {
      geocode: {
        lat,
        lon,
        country: place.country,
        region_id: geocode.region_id,
        region: region?.name ?? null,
        city: place.city,
      },
    };
  }
}
