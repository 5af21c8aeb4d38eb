import { IsIn, IsString, MaxLength } from 'class-validator';
import { Omittable } from '../../../shared/http/omittable.decorator';

export const DELETE_REASONS = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
];

export class DeleteAccountRequestDto {
  @IsIn(DELETE_REASONS, { message: 'identity.invalid_choice' })
  reason: string;

  @Omittable()
  @IsString({ message: 'identity.invalid_choice' })
  @MaxLength(2000, { message: 'identity.invalid_choice' })
  remarks?: string;
}
