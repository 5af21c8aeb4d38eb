import { Query } from '@nestjs/cqrs';
import type { LastOpened } from './last-opened.response';

export type { LastOpened } from './last-opened.response';

/** The profile the member opened last (the app returns there after a purchase). */
export class GetLastOpenedQuery extends Query<LastOpened> {
  constructor(readonly profileId: number) {
    super();
  }
}
