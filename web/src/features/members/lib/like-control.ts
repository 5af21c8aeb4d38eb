/** What the profile page needs to like a member; the route hands it in from the likes feature. */
export interface MemberLikeControl {
  /** The viewer likes this member already. */
  liked: boolean;
  pending: boolean;
  /** Likes or takes the like back; answers whether it made a match. */
  setLiked: (liked: boolean) => Promise<boolean>;
}

/** The member liked back, for the match modal. */
export interface MatchedMember {
  id: number;
  name: string;
  photo: string | null;
}
