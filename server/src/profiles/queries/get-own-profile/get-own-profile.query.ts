import { Query } from '@nestjs/cqrs';
import type { OwnProfile } from './own-profile.reader';

/** The member's own profile as /api/profile.php answers it. */
export class GetOwnProfileQuery extends Query<OwnProfile> {
  constructor(readonly profileId: number) {
    super();
  }
}
