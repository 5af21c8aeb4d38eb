import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { MAX_ID } from '../../../shared/http/ids';

/** The most photos one decision takes (a page of the grid). */
export const MAX_PHOTOS_PER_DECISION = 100;

/** `POST /admin/api/photos/approve`: the photos' ids. */
export class ApprovePhotosRequestDto {
  @IsArray({ message: 'profiles.photo_ids_invalid' })
  @ArrayMinSize(1, { message: 'profiles.photo_ids_invalid' })
  @ArrayMaxSize(MAX_PHOTOS_PER_DECISION, { message: 'profiles.photo_ids_invalid' })
  @IsInt({ each: true, message: 'profiles.photo_ids_invalid' })
  @Min(1, { each: true, message: 'profiles.photo_ids_invalid' })
  @Max(MAX_ID, { each: true, message: 'profiles.photo_ids_invalid' })
  ids: number[];
}

/** `POST /admin/api/photos/reject`: the photos' ids and the reason the member sees. */
export class RejectPhotosRequestDto extends ApprovePhotosRequestDto {
  @IsString({ message: 'profiles.reject_reason_required' })
  @MinLength(1, { message: 'profiles.reject_reason_required' })
  @MaxLength(500, { message: 'profiles.reject_reason_required' })
  reason: string;
}
