import { Injectable } from '@nestjs/common';
import { MediaFiles, type PhotoFileNames } from '../../shared/images/media-files';

export type { PhotoFileNames } from '../../shared/images/media-files';

/** The profile photo files under MEDIA_DIR: one folder per profile, a JPEG and its thumbnail per photo. */
@Injectable()
export class PhotoFiles {
  constructor(private readonly media: MediaFiles) {}

  /** Stores a photo and its thumbnail under a new random name. */
  write(profileId: number, photo: Buffer, thumb: Buffer): Promise<PhotoFileNames> {
    return this.media.write(String(profileId), photo, thumb);
  }

  /** Removes a photo's files; those already gone are no error. */
  remove(files: PhotoFileNames): Promise<void> {
    return this.media.remove(files);
  }

  /** Removes the profile's folder with every file in it. */
  removeAllOf(profileId: number): Promise<void> {
    return this.media.removeFolder(String(profileId));
  }
}
