import { RateLimiter } from '../../../shared/http/rate-limiter';
import { PHOTO_UPLOADS_PER_HOUR } from '../../domain/photo-limits';
import {
  applyDecorators,
  Controller,
  HttpCode,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiError } from '../../../shared/errors/api-error';
import { AcceptsBody } from '../../../shared/http/accepts-body.decorator';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { AddPhotoCommand } from '../../profiles.contracts';
import { AddedPhotoResponse } from './added-photo.response';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

type UploadedPhoto = { buffer: Buffer } | undefined;

/** A multipart POST with one `photo` file of at most MAX_PHOTO_BYTES, answered 201. */
const PhotoUpload = (path: string) =>
  applyDecorators(
    Post(path),
    HttpCode(201),
    AcceptsBody('multipart'),
    UseInterceptors(FileInterceptor('photo', { limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } })),
  );

@Controller('api')
@UseGuards(MemberAuthGuard)
export class AddPhotoHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  /** The signup's photo step. */
  @PhotoUpload('signup-photo.php')
  uploadAtSignup(
    @CurrentMember() member: SessionMember,
    @UploadedFile() file: UploadedPhoto,
  ): Promise<AddedPhotoResponse> {
    return this.add(member, file);
  }

  /** An upload on the profile page. */
  @PhotoUpload('photos.php')
  upload(
    @CurrentMember() member: SessionMember,
    @UploadedFile() file: UploadedPhoto,
  ): Promise<AddedPhotoResponse> {
    return this.add(member, file);
  }

  private async add(member: SessionMember, file: UploadedPhoto): Promise<AddedPhotoResponse> {
    await this.limiter.consume(PHOTO_UPLOADS_PER_HOUR, `account:${member.id}`);
    if (!file) throw ApiError.badRequest('photo_invalid', 'errors.photo_invalid');
    const photo = await this.commandBus.execute(new AddPhotoCommand(member.id, file.buffer));
    return { photo };
  }
}
