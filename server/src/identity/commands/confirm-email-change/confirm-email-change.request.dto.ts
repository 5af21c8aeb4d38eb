import { IsString, MaxLength } from 'class-validator';

export class ConfirmEmailChangeRequestDto {
  @IsString({ message: 'identity.link_invalid' })
  @MaxLength(200, { message: 'identity.link_invalid' })
  token: string;
}
