import { registerOutboxEvents } from '../shared/outbox/outbox-events';

/** The public face of the matching module: the commands, queries and events other modules may use. */

/** Two members like each other now: `likerId` gave the like that completed the pair (messaging and notifications act on it). */
export class MatchMade {
  constructor(
    readonly likerId: number,
    readonly likedId: number,
    readonly occurredAt: Date,
  ) {}
}

/** `likerId` gave `likedId` a new like (not a repeat), written with the like: the real-time gateway tells the liked member. */
export class MemberLiked {
  constructor(
    readonly likerId: number,
    readonly likedId: number,
    readonly occurredAt: Date,
  ) {}
}

registerOutboxEvents(MatchMade, MemberLiked);
export { CountLikesReceivedQuery } from './queries/count-likes-received/count-likes-received.query';

/** The member's likes as likes.php answers them (notifications' pushes read new likes and names). */
export { ListLikesQuery } from './queries/list-likes/list-likes.query';

/** The member's part of their data export (compliance's data export gathers every module's). */
export { ExportLikesDataQuery } from './queries/export-likes-data/export-likes-data.query';
