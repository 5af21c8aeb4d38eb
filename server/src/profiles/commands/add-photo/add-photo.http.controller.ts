import { PHOTO_UPLOADS_PER_HOUR } from '../../domain/photo-limits';
import { applyDecorators, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiError } from '../../../shared/errors/api-error';
import { AcceptsBody } from '../../../shared/http/accepts-body.decorator';
import { AddPhotoCommand } from '../../profiles.contracts';
import { AddedPhotoResponse } from './added-photo.response';
import { MemberApi, MemberId, RateLimitedPerMember } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

type UploadedPhoto = { buffer: Buffer } | undefined;

/** A multipart POST with one `photo` file of at most MAX_PHOTO_BYTES, answered 201. */
const PhotoUpload = (path: string) =>
  applyDecorators(
    Post(path),
    RateLimitedPerMember(PHOTO_UPLOADS_PER_HOUR),
    AcceptsBody('multipart'),
    UseInterceptors(FileInterceptor('photo', { limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } })),
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
