import { Query } from '@nestjs/cqrs';
import type { AdminProfile } from './admin-profile.response';

/** A member's profile and every photo of it (pending and rejected ones too), for the console; null when none. */
export class GetAdminProfileQuery extends Query<AdminProfile | null> {
  constructor(
    readonly profileId: number,
    readonly cdnPrefix: string,
  ) {
    super();
  }
}
