/** An interest a member can pick, named in the requested language. */
export class InterestItem {
  id: number;
  slug: string;
  name: string;
}

/** GET /api/interests.php */
export class InterestsResponse {
  interests: InterestItem[];
}
