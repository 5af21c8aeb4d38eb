import { Get, Query } from '@nestjs/common';
import { ApiError } from '../../../shared/errors/api-error';
import { StateChanging } from '../../../shared/http/state-changing.decorator';
import { LocateMemberCommand } from './locate-member.command';
import { GeocodeResponse } from './located-member.response';
import { MemberApi, MemberId, RateLimitedPerMember } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';

const GEOCODES_PER_HOUR = { name: 'geocode', max: 120, windowSeconds: 60 * 60 };

function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined || !/^-?\d{1,3}(\.\d+)?$/.test(value.trim())) return null;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : null;
}

/** `GET /api/geocode.php?lat=…&lon=…`: where the browser says the member is. */
@MemberApi()
export class GeocodeHttpController extends BusController {
  @Get('geocode.php')
  @StateChanging()
  @RateLimitedPerMember(GEOCODES_PER_HOUR)
  async geocode(
    @MemberId() memberId: number,
    @Query('lat') latText?: string,
    @Query('lon') lonText?: string,
  ): Promise<GeocodeResponse> {
    const lat = coordinate(latText, 90);
    const lon = coordinate(lonText, 180);
    if (lat === null || lon === null) {
      throw ApiError.badRequest('invalid_coordinates', 'profiles.invalid_coordinates');
    }
    return { geocode: await this.commandBus.execute(new LocateMemberCommand(memberId, lat, lon)) };
  }
}
