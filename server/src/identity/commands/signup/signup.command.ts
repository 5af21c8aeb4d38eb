import { Command } from '@nestjs/cqrs';
import type { SignupRequestDto } from './signup.request.dto';

/**
 * Signs a visitor up on a site (validateOnly: check the given fields, store nothing). `regionIds` are the
 * ids of the regions of the given country (profiles' reference data, given by the caller, which sits
 * above profiles): a region_id must be one of them.
 */
export class SignupCommand extends Command<{ accountId: number; siteId: number } | null> {
  constructor(
    readonly domain: string,
    readonly input: SignupRequestDto,
    readonly validateOnly: boolean,
    readonly requestLanguage: string,
    readonly regionIds: readonly number[],
  ) {
    super();
  }
}
