import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../shared/config/app-config.service';
import { repoRoot } from '../../shared/http/repo-root';

/** A photo's two files, named relative to MEDIA_DIR (as the photos table stores them). */
export interface PhotoFileNames {
  filename: string;
  thumbFilename: string;
}

/** The photo files under MEDIA_DIR: one folder per profile, a JPEG and its thumbnail per photo. */
@Injectable()
export class PhotoFiles {
  constructor(private readonly config: AppConfigService) {}

  /** Stores a photo and its thumbnail under a new random name. */
  async write(profileId: number, photo: Buffer, thumb: Buffer): Promise<PhotoFileNames> {
    const name = randomBytes(12).toString('hex');
    const files = { filename: `${profileId}/${name}.jpg`, thumbFilename: `${profileId}/${name}_thumb.jpg` };
    await mkdir(this.path(String(profileId)), { recursive: true });
    await writeFile(this.path(files.filename), photo);
    await writeFile(this.path(files.thumbFilename), thumb);
    return files;
  }

  /** Removes a photo's files; those already gone are no error. */
  async remove(files: PhotoFileNames): Promise<void> {
    await Promise.all([
      rm(this.path(files.filename), { force: true }),
      rm(this.path(files.thumbFilename), { force: true }),
    ]);
  }

  /** Removes the profile's folder with every file in it. */
  async removeAllOf(profileId: number): Promise<void> {
    await rm(this.path(String(profileId)), { recursive: true, force: true });
  }

  private path(name: string): string {
    return join(resolve(repoRoot(), this.config.get('MEDIA_DIR')), name);
  }
}
