import { IsIn } from 'class-validator';
import { Omittable } from '../../../shared/http/omittable.decorator';
import { TextOf } from '../../../shared/http/text-of.decorator';

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
  @TextOf(2000, 'identity.invalid_choice')
  remarks?: string;
}
