/** A report (complaint) about a member or filed by them, as the console's member page lists it. */
export class MemberReport {
  id: number;
  reporter_id: number;
  target_profile_id: number;
  target_photo_id: number | null;
  reason: string;
  remarks: string;
  status: string;
  created_at: Date;
}

/** The reports against a member and those they filed, newest first (at most 50 of each). */
export class MemberReports {
  against: MemberReport[];
  filed: MemberReport[];
}
