import { Command } from '@nestjs/cqrs';

export const COMPLAINT_REASONS = [
  'fake_profile',
  'inappropriate_photo',
  'harassment',
  'spam',
  'underage',
  'scam',
  'other',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export interface NewComplaint {
  reporterId: number;
  targetProfileId: number;
  targetPhotoId: number | null;
  reason: ComplaintReason;
  remarks: string;
}

/** Files a report about a profile or one of its photos for the moderators; answers its id. */
export class CreateComplaintCommand extends Command<{ id: number }> {
  constructor(readonly complaint: NewComplaint) {
    super();
  }
}

// ── Members in the admin console ─────────────────────────────────────────────────────────────────────
export { ListMemberReportsQuery } from './queries/list-member-reports/list-member-reports.query';
import { MemberReport, MemberReports } from './queries/list-member-reports/member-report.response';
export { MemberReport, MemberReports };
