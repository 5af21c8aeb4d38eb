/** A gift of the site's catalogue. */
export class Gift {
  id: number;
  /** In the member's language. */
  name: string;
  /** URL of its picture. */
  image: string;
  /** What sending it costs (the site's `gift_credits`). */
  credits: number;
}

/** GET /api/gifts.php */
export class GiftsResponse {
  gifts: Gift[];
}
