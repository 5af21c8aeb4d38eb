export class MembersByGenderResponse {
  male: number;
  female: number;
}

/** `GET /admin/api/dashboard`: the figures on the console's first page. */
export class DashboardResponse {
  members_total: number;
  members_by_gender: MembersByGenderResponse;
  fictional_total: number;
  photos_total: number;
  sites_total: number;
  signups_last_7_days: number;
}
