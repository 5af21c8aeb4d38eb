/** POST /api/like.php */
export class LikeResponse {
  liked: true;
  /** The other member likes back: a match. */
  match: boolean;
}
