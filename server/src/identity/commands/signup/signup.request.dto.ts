import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** Shapes only; the rules with their spec messages live in domain/signup-rules.ts. */
export class SignupRequestDto {
  @IsOptional() @IsString() @MaxLength(320) email?: string;
  @IsOptional() @IsString() @MaxLength(200) name?: string;
  @IsOptional() @IsString() @MaxLength(200) password?: string;
  @IsOptional() @IsString() @MaxLength(20) date_of_birth?: string;
  @IsOptional() @IsString() @MaxLength(2000) signup_message?: string;
  @IsOptional() @IsString() @MaxLength(10) gender?: string;
  @IsOptional() @IsString() @MaxLength(10) seeking?: string;
  @IsOptional() @IsString() @MaxLength(2) country?: string;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'identity.invalid_region' }) @Min(1) region_id?: number;
  @IsOptional() @IsString() @MaxLength(200) city?: string;
  @IsOptional() @IsString() @MaxLength(2) language?: string;
  @IsOptional() @IsString() @MaxLength(100) network?: string;
  @IsOptional() @IsString() @MaxLength(100) ref?: string;
  @IsOptional() @IsString() @MaxLength(100) sub1?: string;
  @IsOptional() @IsString() @MaxLength(100) sub2?: string;
  @IsOptional() @IsString() @MaxLength(100) sub3?: string;
}
