import { IsBoolean } from 'class-validator';

/** `POST /admin/api/members/:id/fictional`. */
export class SetFictionalRequestDto {
  @IsBoolean({ message: 'identity.invalid_choice' })
  fictional: boolean;
}
