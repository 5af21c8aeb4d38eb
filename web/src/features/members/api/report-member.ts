import { apiClient } from '../../../lib/api-client';

/** The reasons of a report (docs/api.md). */
export const REPORT_REASONS = [
  'fake_profile',
  'inappropriate_photo',
  'harassment',
  'spam',
  'underage',
  'scam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest remarks the server takes. */
export const REPORT_REMARKS_MAX = 2000;

export interface ReportInput {
  id: number;
  photo_id?: number;
  reason: ReportReason;
  remarks?: string;
}

/** POST /api/report.php: 201 {complaint: {id}} (logged in). */
export function reportMember(input: ReportInput): Promise<{ complaint: { id: number } }> {
  return apiClient.post<{ complaint: { id: number } }>('/api/report.php', input, { retries: 0 });
}
