import { IsOptional, IsString, Matches } from 'class-validator';

export class ListRegionsRequestDto {
  @IsOptional()
  @IsString({ message: 'errors.invalid_country' })
  @Matches(/^[A-Za-z]{2}$/, { message: 'errors.invalid_country' })
  country?: string;
}
