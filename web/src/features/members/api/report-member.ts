import { reportMemberRequestDtoReasonValues } from '../../../api/schema';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

/** The reasons of a report (docs/api.md). */
export const REPORT_REASONS = reportMemberRequestDtoReasonValues;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest remarks the server takes. */
export const REPORT_REMARKS_MAX = 2000;

export type ReportInput = Schemas['ReportMemberRequestDto'];

/** POST /api/report.php: 201 {complaint: {id}} (logged in). */
export function reportMember(input: ReportInput): Promise<Schemas['ReportResponse']> {
  return apiClient.post<Schemas['ReportResponse']>('/api/report.php', input, { retries: 0 });
}
