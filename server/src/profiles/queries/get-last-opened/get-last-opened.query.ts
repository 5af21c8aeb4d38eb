import { Query } from '@nestjs/cqrs';

export interface LastOpened {
  profile_id: number | null;
  opened_at: string | null;
}

/** The profile the member opened last (the app returns there after a purchase). */
export class GetLastOpenedQuery extends Query<LastOpened> {
  constructor(readonly profileId: number) {
    super();
  }
}
