import { IsString, Matches } from 'class-validator';

/** A six-digit code of the admin's authenticator app. */
export class TotpCodeRequestDto {
  @IsString({ message: 'admin.totp_invalid' })
  @Matches(/^\d{6}$/, { message: 'admin.totp_invalid' })
  code: string;
}
