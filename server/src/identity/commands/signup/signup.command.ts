import { Command } from '@nestjs/cqrs';
import type { SignupRequestDto } from './signup.request.dto';

/** Signs a visitor up on a site (validateOnly: check the given fields, store nothing). */
export class SignupCommand extends Command<{ accountId: number } | null> {
  constructor(
    readonly domain: string,
    readonly input: SignupRequestDto,
    readonly validateOnly: boolean,
    readonly requestLanguage: string,
  ) {
    super();
  }
}
