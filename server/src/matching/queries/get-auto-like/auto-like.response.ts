import { ApiProperty } from '@nestjs/swagger';
import { MemberCard } from '../../../profiles/profiles.contracts';

/** GET /api/auto-like.php: a profile for the like modal, and why it was chosen; `{profile: null}` when none. */
export class AutoLikeResponse {
  profile: MemberCard | null;
  /** `liked_you`: the newest like the member has not opened yet; `suggested`: someone the member may like. */
  @ApiProperty({ enum: ['liked_you', 'suggested'], required: false })
  reason?: 'liked_you' | 'suggested';
}
