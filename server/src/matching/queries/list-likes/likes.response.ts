import { MemberCard } from '../../../profiles/profiles.contracts';

/** A member in the member's likes (SPEC §3): their card, when the like was given, and whether it is new. */
export class LikedProfile extends MemberCard {
  /** A like received that the member has neither opened nor liked back (always false for likes given). */
  like_new: boolean;
  liked_at: string;
  /** The two like each other. */
  match: boolean;
}

export class LikeTotals {
  /** Received likes neither opened nor liked back: the new-likes badge. */
  new_likes: number;
}

/** GET /api/likes.php: likes given (`profiles`), received (`liked_by`) and the matches among them, newest first. */
export class LikesResponse {
  profiles: LikedProfile[];
  liked_by: LikedProfile[];
  matches: LikedProfile[];
  totals: LikeTotals;
}
