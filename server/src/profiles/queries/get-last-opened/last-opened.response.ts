/** GET /api/last-opened.php: the profile the member opened last (the app returns there after a purchase). */
export class LastOpened {
  profile_id: number | null;
  /** ISO 8601. */
  opened_at: string | null;
}
