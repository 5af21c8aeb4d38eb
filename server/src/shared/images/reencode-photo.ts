import sharp from 'sharp';
import { ApiError } from '../errors/api-error';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const MAX_EDGE = 1600;
const THUMB_EDGE = 200;

export interface ReencodedPhoto {
  photo: { data: Buffer; info: { width: number; height: number } };
  thumb: Buffer;
}

/**
 * Never stores what was uploaded: the image is decoded and re-encoded as JPEG (at most 1600 px a side),
 * which drops EXIF and GPS data and anything hidden in the file, and a square 200 px thumbnail is cut.
 * Anything but a JPEG, PNG or WebP image is refused with 400 photo_invalid. Profile photos and photos
 * sent in a chat both go through here.
 */
export async function reencodePhoto(file: Buffer): Promise<ReencodedPhoto> {
  await refuseOtherFormats(file);
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

/**
 * A picture of the site's own (a gift's image) re-encoded as PNG, transparency kept, at most `maxEdge`
 * px a side; refused as reencodePhoto refuses.
 */
export async function reencodePicture(file: Buffer, maxEdge: number): Promise<Buffer> {
  await refuseOtherFormats(file);
  try {
    return await sharp(file)
      .rotate()
      .resize(maxEdge, maxEdge, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw ApiError.badRequest('photo_invalid', 'errors.photo_invalid');
  }
}

async function refuseOtherFormats(file: Buffer): Promise<void> {
  const format = await sharp(file)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw ApiError.badRequest('photo_invalid', 'errors.photo_invalid');
}
