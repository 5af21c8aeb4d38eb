import { ApiProperty } from '@nestjs/swagger';

const REASONS = ['fake_profile', 'inappropriate_photo', 'harassment', 'spam', 'underage', 'scam', 'other'];

/** A complaint as moderators see it (`GET /admin/api/complaints`, `/admin/api/complaints/:id`). */
export class ComplaintAdminRow {
  id: number;
  @ApiProperty({ enum: ['open', 'resolved', 'dismissed'], enumName: 'ComplaintStatus' })
  status: 'open' | 'resolved' | 'dismissed';
  @ApiProperty({ enum: REASONS, enumName: 'ComplaintReason' })
  reason: 'fake_profile' | 'inappropriate_photo' | 'harassment' | 'spam' | 'underage' | 'scam' | 'other';
  @ApiProperty({ enum: ['form', 'report'], enumName: 'ComplaintSource' })
  source: 'form' | 'report';
  reporter_id: number;
  target_profile_id: number;
  /** The reported member's name when the complaint was filed. */
  target_name: string;
  target_photo_id: number | null;
  target_message_id: number | null;
  /** The reported message's text as the reporter saw it. */
  message_text: string | null;
  /** The reporter's text. */
  remarks: string;
  /** How many complaints (any state) there are against the same member. */
  reports_against: number;
  /** How many of them are still open. */
  open_reports_against: number;
  assignee_id: number | null;
  /** The note the reporter sees once the complaint is closed. */
  note: string;
  handled_by: number | null;
  handled_at: string | null;
  created_at: string;
  updated_at: string;
}
