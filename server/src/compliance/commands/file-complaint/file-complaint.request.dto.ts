import { IsIn, IsNotEmpty, Matches } from 'class-validator';
import { IsId } from '../../../shared/http/ids';
import { Omittable } from '../../../shared/http/omittable.decorator';
import { TextOf } from '../../../shared/http/text-of.decorator';
import { COMPLAINT_REASONS, type ComplaintReason } from '../../compliance.contracts';

/** POST /api/complaints.php */
export class FileComplaintRequestDto {
  /** The member the complaint is about (a profile id). */
  @IsId('profiles.member_not_found')
  member_id: number;

  /** One message that member sent the reporter, when the complaint is about it. */
  @Omittable({ nullable: true })
  @IsId('compliance.message_not_found')
  message_id?: number | null;

  @IsIn(COMPLAINT_REASONS, { message: 'profiles.invalid_report_reason' })
  reason: ComplaintReason;

  /** What happened, in the reporter's words (1 to 2000 characters). */
  @TextOf(2000, 'profiles.report_too_long')
  @IsNotEmpty({ message: 'compliance.complaint_text_required' })
  @Matches(/\S/, { message: 'compliance.complaint_text_required' })
  text: string;
}
