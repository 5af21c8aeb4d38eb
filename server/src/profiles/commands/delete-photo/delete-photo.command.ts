import { Command } from '@nestjs/cqrs';

/** The member deletes one of their photos, files included. */
export class DeletePhotoCommand extends Command<void> {
  constructor(
    readonly profileId: number,
    readonly photoId: number,
  ) {
    super();
  }
}
