import { IsString, Matches } from 'class-validator';
import { Omittable } from '../../../shared/http/omittable.decorator';

export class ListRegionsRequestDto {
  @Omittable()
  @IsString({ message: 'errors.invalid_country' })
  @Matches(/^[A-Za-z]{2}$/, { message: 'errors.invalid_country' })
  country?: string;
}
