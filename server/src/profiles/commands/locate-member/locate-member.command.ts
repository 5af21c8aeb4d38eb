import { Command } from '@nestjs/cqrs';

export interface LocatedMember {
  lat: number;
  lon: number;
  country: string;
  region_id: number | null;
  region: string | null;
  city: string;
}

/** The browser's location turned into country, region and city offline, kept as the member's geocode. */
export class LocateMemberCommand extends Command<LocatedMember> {
  constructor(
    readonly profileId: number,
    readonly lat: number,
    readonly lon: number,
  ) {
    super();
  }
}
