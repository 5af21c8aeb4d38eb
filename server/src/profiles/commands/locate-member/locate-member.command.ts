import { Command } from '@nestjs/cqrs';
import type { LocatedMember } from './located-member.response';

export type { LocatedMember } from './located-member.response';

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
