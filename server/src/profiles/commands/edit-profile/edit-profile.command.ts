import { Command } from '@nestjs/cqrs';
import type { OwnProfile } from '../../queries/get-own-profile/own-profile.reader';

/** The member changes any fields of their profile, all or nothing; answers the profile after. */
export class EditProfileCommand extends Command<OwnProfile> {
  constructor(
    readonly profileId: number,
    /** The request's fields as sent; only the editable ones are taken. */
    readonly fields: Record<string, unknown>,
  ) {
    super();
  }
}
