import { ApiProperty } from '@nestjs/swagger';

/** The member a complaint is about, as they were named when it was filed. */
export class ComplaintMember {
  id: number;
  name: string;
}

/** The message a complaint is about, as the reporter saw it. */
export class ComplaintMessage {
  id: number;
  text: string;
}

/** One of the member's own complaints (GET/POST /api/complaints.php). */
export class OwnComplaint {
  id: number;
  member: ComplaintMember;
  message: ComplaintMessage | null;
  photo_id: number | null;
  @ApiProperty({
    enum: ['fake_profile', 'inappropriate_photo', 'harassment', 'spam', 'underage', 'scam', 'other'],
    enumName: 'ComplaintReason',
  })
  reason: 'fake_profile' | 'inappropriate_photo' | 'harassment' | 'spam' | 'underage' | 'scam' | 'other';
  text: string;
  @ApiProperty({ enum: ['open', 'resolved', 'dismissed'], enumName: 'ComplaintStatus' })
  status: 'open' | 'resolved' | 'dismissed';
  /** The moderator's note, once the complaint is resolved or dismissed; null while open. */
  note: string | null;
  /** Filed on /complaints (`form`) or as a report from a profile or chat (`report`). */
  @ApiProperty({ enum: ['form', 'report'], enumName: 'ComplaintSource' })
  source: 'form' | 'report';
  created_at: string;
  handled_at: string | null;
}

/** GET /api/complaints.php */
export class OwnComplaintsResponse {
  complaints: OwnComplaint[];
}

/** POST /api/complaints.php */
export class FiledComplaintResponse {
  complaint: OwnComplaint;
}
