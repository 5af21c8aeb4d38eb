import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reencodePicture } from '../../../shared/images/reencode-photo';
import { MediaFiles } from '../../../shared/images/media-files';
import { UploadGiftImageCommand } from '../../messaging.contracts';

/** Gifts show at most a few dozen pixels wide; 512 leaves room for sharp screens. */
const GIFT_IMAGE_EDGE = 512;

/**
 * Stores a gift image an operator uploads, as a file of its own under `gifts/` (never replacing one a
 * gift names: a message that carried the gift keeps its picture). Not audited by itself: the gift that
 * names it is, when it is saved.
 */
@CommandHandler(UploadGiftImageCommand)
export class UploadGiftImageHandler implements ICommandHandler<UploadGiftImageCommand> {
  constructor(private readonly media: MediaFiles) {}

  async execute({ file }: UploadGiftImageCommand): Promise<{ image: string }> {
    const picture = await reencodePicture(file, GIFT_IMAGE_EDGE);
    return { image: await this.media.writeOne('gifts', picture, 'png') };
  }
}
