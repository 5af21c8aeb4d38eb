import { IsString, MaxLength } from 'class-validator';
import { IsId } from '../../../shared/http/ids';
import { Omittable } from '../../../shared/http/omittable.decorator';

/** Shapes only; the rules with their spec messages live in domain/signup-rules.ts. */
export class SignupRequestDto {
  @Omittable() @IsString() @MaxLength(320) email?: string;
  @Omittable() @IsString() @MaxLength(200) name?: string;
  @Omittable() @IsString() @MaxLength(200) password?: string;
  @Omittable() @IsString() @MaxLength(20) date_of_birth?: string;
  @Omittable() @IsString() @MaxLength(2000) signup_message?: string;
  @Omittable() @IsString() @MaxLength(10) gender?: string;
  @Omittable() @IsString() @MaxLength(10) seeking?: string;
  @Omittable() @IsString() @MaxLength(2) country?: string;
  @Omittable() @IsId('identity.invalid_region') region_id?: number;
  @Omittable() @IsString() @MaxLength(200) city?: string;
  @Omittable() @IsString() @MaxLength(2) language?: string;
  @Omittable() @IsString() @MaxLength(100) network?: string;
  @Omittable() @IsString() @MaxLength(100) ref?: string;
  @Omittable() @IsString() @MaxLength(100) sub1?: string;
  @Omittable() @IsString() @MaxLength(100) sub2?: string;
  @Omittable() @IsString() @MaxLength(100) sub3?: string;
}
