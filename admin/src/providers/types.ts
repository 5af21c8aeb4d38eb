// Shapes of the admin API (docs/api.md, "Admin"). To be replaced by the types generated from the
// server's OpenAPI document once it publishes one.

export type AdminRole = 'operator' | 'finance';

export const ADMIN_ROLES: readonly AdminRole[] = ['operator', 'finance'];

/** `POST /admin/api/login` and `GET /admin/api/me`. */
export interface AdminAccount {
  id: number | string;
  email: string;
  name: string;
  role: AdminRole;
}

/** `GET /admin/api/dashboard`. */
export interface DashboardFigures {
  members_total: number;
  members_by_gender: { male: number; female: number };
  fictional_total: number;
  photos_total: number;
  sites_total: number;
  signups_last_7_days: number;
}
