import { IsIn } from 'class-validator';
import { IsId } from '../../../shared/http/ids';
import { Omittable } from '../../../shared/http/omittable.decorator';
import { TextOf } from '../../../shared/http/text-of.decorator';
import { COMPLAINT_REASONS, type ComplaintReason } from '../../compliance.contracts';

export class ReportMemberRequestDto {
  @IsId('profiles.member_not_found')
  id: number;

  @Omittable()
  @IsId('profiles.photo_not_found')
  photo_id?: number;

  @IsIn(COMPLAINT_REASONS, { message: 'profiles.invalid_report_reason' })
  reason: ComplaintReason;

  @Omittable()
  @TextOf(2000, 'profiles.report_too_long')
  remarks?: string;
}
