import { HttpCode, Post, UploadedFile } from '@nestjs/common';
import { UploadGiftImageCommand } from '../../../messaging/messaging.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { AcceptsBody } from '../../../shared/http/accepts-body.decorator';
import { BusController } from '../../../shared/http/bus-controller';
import { FileUpload } from '../../../shared/http/file-upload.decorator';
import { AdminApi } from '../../auth/admin-auth.guard';
import { GiftImageResponse } from './gift-image.response';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Operators upload a gift's picture (multipart `image`) before they save the gift that names it. */
@AdminApi('operator')
export class AdminGiftImageHttpController extends BusController {
  /** 201 `{image}`: the media path to put in the gift's `image`. */
  @Post('gifts/image')
  @HttpCode(201)
  @AcceptsBody('multipart')
  @FileUpload('image', MAX_IMAGE_BYTES)
  upload(@UploadedFile() file: { buffer: Buffer } | undefined): Promise<GiftImageResponse> {
    if (!file?.buffer.length) throw ApiError.badRequest('photo_invalid', 'errors.photo_invalid');
    return this.commandBus.execute(new UploadGiftImageCommand(file.buffer));
  }
}
