import { Command } from '@nestjs/cqrs';

/** The member picks the photo that shows first on their profile and cards. */
export class SetMainPhotoCommand extends Command<void> {
  constructor(
    readonly profileId: number,
    readonly photoId: number,
  ) {
    super();
  }
}
