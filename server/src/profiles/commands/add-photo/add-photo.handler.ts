import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { PhotosRepository } from '../../database/photos.repository';
import { PREMIUM_PHOTO_LIMIT, photoLimit } from '../../domain/photo-limits';
import { PhotoFiles } from '../../photos/photo-files';
import { AddPhotoCommand } from '../../profiles.contracts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const MAX_EDGE = 1600;
const THUMB_EDGE = 200;

/**
 * Never stores what was uploaded: the image is decoded and re-encoded as JPEG, which drops EXIF and
 * GPS data and anything hidden in the file, and a square thumbnail is cut. The photo limit is
 * checked with the profile row locked, so parallel uploads cannot pass it.
 */
@CommandHandler(AddPhotoCommand)
export class AddPhotoHandler implements ICommandHandler<AddPhotoCommand> {
  constructor(
    private readonly photos: PhotosRepository,
    private readonly queryBus: QueryBus,
    private readonly files: PhotoFiles,
  ) {}

  async execute({ profileId, file }: AddPhotoCommand) {
    const { photo, thumb } = await reencode(file);
    const member = await this.queryBus.execute(new GetMemberStatusQuery(profileId));
    const max = photoLimit(member?.paidUser ?? false);

    const { filename, thumbFilename } = await this.files.write(profileId, photo.data, thumb);
    try {
      const saved = await this.photos.addWithinLimit(
        profileId,
        { filename, thumbFilename, width: photo.info.width, height: photo.info.height },
        max,
      );
      if (!saved) {
        const key = member?.paidUser ? 'profiles.photo_limit_premium' : 'profiles.photo_limit_free';
        throw new ApiError(403, 'photo_limit_reached', key, { max, premium_max: PREMIUM_PHOTO_LIMIT });
      }
      return { id: saved.id, filename, thumb_filename: thumbFilename, status: saved.status };
    } catch (error) {
      await this.files.remove({ filename, thumbFilename });
      throw error;
    }
  }
}

async function reencode(file: Buffer) {
  const format = await sharp(file)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw ApiError.badRequest('photo_invalid', 'errors.photo_invalid');
  try {
    const [photo, thumb] = await Promise.all([
      sharp(file)
        .rotate()
        .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer({ resolveWithObject: true }),
      sharp(file).rotate().resize(THUMB_EDGE, THUMB_EDGE, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer(),
    ]);
    return { photo, thumb };
  } catch {
    throw ApiError.badRequest('photo_invalid', 'errors.photo_invalid');
  }
}
