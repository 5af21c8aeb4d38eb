import { Matches, ValidateIf } from 'class-validator';
import { IsId } from '../../../shared/http/ids';
import { TextOf } from '../../../shared/http/text-of.decorator';

/** POST /admin/api/complaints/:id/assign: to a console account, or `null` for nobody. */
export class AssignComplaintRequestDto {
  @ValidateIf((_object, value: unknown) => value !== null)
  @IsId('compliance.invalid_assignee')
  admin_id: number | null;
}

/** POST /admin/api/complaints/:id/resolve and /dismiss: the note the reporter sees. */
export class CloseComplaintRequestDto {
  @TextOf(2000, 'compliance.note_too_long')
  @Matches(/\S/, { message: 'compliance.note_required' })
  note: string;
}
