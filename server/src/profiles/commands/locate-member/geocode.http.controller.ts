import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { StateChanging } from '../../../shared/http/state-changing.decorator';
import { LocateMemberCommand } from './locate-member.command';
import { GeocodeResponse } from './located-member.response';

const GEOCODES_PER_HOUR = { name: 'geocode', max: 120, windowSeconds: 60 * 60 };

function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined || !/^-?\d{1,3}(\.\d+)?$/.test(value.trim())) return null;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : null;
}

/** `GET /api/geocode.php?lat=…&lon=…`: where the browser says the member is. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class GeocodeHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('geocode.php')
  @StateChanging()
  async geocode(
    @CurrentMember() member: SessionMember,
    @Query('lat') latText?: string,
    @Query('lon') lonText?: string,
  ): Promise<GeocodeResponse> {
    await this.limiter.consume(GEOCODES_PER_HOUR, `account:${member.id}`);
    const lat = coordinate(latText, 90);
    const lon = coordinate(lonText, 180);
    if (lat === null || lon === null) {
      throw ApiError.badRequest('invalid_coordinates', 'profiles.invalid_coordinates');
    }
    return { geocode: await this.commandBus.execute(new LocateMemberCommand(member.id, lat, lon)) };
  }
}
