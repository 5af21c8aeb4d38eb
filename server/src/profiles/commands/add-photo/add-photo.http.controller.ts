import { PHOTO_UPLOADS_PER_HOUR } from '../../domain/photo-limits';
import { applyDecorators, Post, UploadedFile } from '@nestjs/common';
import { ApiError } from '../../../shared/errors/api-error';
import { AcceptsBody } from '../../../shared/http/accepts-body.decorator';
import { AddPhotoCommand } from '../../profiles.contracts';
import { AddedPhotoResponse } from './added-photo.response';
import { MemberApi, MemberId, RateLimitedPerMember } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';
import { FileUpload } from '../../../shared/http/file-upload.decorator';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

type UploadedPhoto = { buffer: Buffer } | undefined;

/** A multipart POST with one `photo` file of at most MAX_PHOTO_BYTES, answered 201. */
const PhotoUpload = (path: string) =>
  applyDecorators(
    Post(path),
    RateLimitedPerMember(PHOTO_UPLOADS_PER_HOUR),
    AcceptsBody('multipart'),
    FileUpload('photo', MAX_PHOTO_BYTES),
  );

@MemberApi()
export class AddPhotoHttpController extends BusController {
  /** The signup's photo step. */
  @PhotoUpload('signup-photo.php')
  uploadAtSignup(
    @MemberId() memberId: number,
    @UploadedFile() file: UploadedPhoto,
  ): Promise<AddedPhotoResponse> {
    return this.add(memberId, file);
  }

  /** An upload on the profile page. */
  @PhotoUpload('photos.php')
  upload(@MemberId() memberId: number, @UploadedFile() file: UploadedPhoto): Promise<AddedPhotoResponse> {
    return this.add(memberId, file);
  }

  private async add(memberId: number, file: UploadedPhoto): Promise<AddedPhotoResponse> {
    if (!file) throw ApiError.badRequest('photo_invalid', 'errors.photo_invalid');
    const photo = await this.commandBus.execute(new AddPhotoCommand(memberId, file.buffer));
    return { photo };
  }
}
