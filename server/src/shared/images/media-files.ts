import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../config/app-config.service';
import { repoRoot } from '../http/repo-root';

/** A photo's two files, named relative to MEDIA_DIR (served under /media). */
export interface PhotoFileNames {
  filename: string;
  thumbFilename: string;
}

/** Files under MEDIA_DIR: a JPEG and its thumbnail per photo, in a folder of the caller's choosing. */
@Injectable()
export class MediaFiles {
  constructor(private readonly config: AppConfigService) {}

  /** Stores a photo and its thumbnail in `folder` under a new random name. */
  async write(folder: string, photo: Buffer, thumb: Buffer): Promise<PhotoFileNames> {
    const base = await this.newBase(folder);
    const files = { filename: `${base}.jpg`, thumbFilename: `${base}_thumb.jpg` };
    await writeFile(this.path(files.filename), photo);
    await writeFile(this.path(files.thumbFilename), thumb);
    return files;
  }

  /** Stores one file in `folder` under a new random name with this extension; answers its name. */
  async writeOne(folder: string, data: Buffer, extension: string): Promise<string> {
    const name = `${await this.newBase(folder)}.${extension}`;
    await writeFile(this.path(name), data);
    return name;
  }

  /** `folder/<random>` (no extension), the folder made if missing. */
  private async newBase(folder: string): Promise<string> {
    await mkdir(this.path(folder), { recursive: true });
    return `${folder}/${randomBytes(12).toString('hex')}`;
  }

  /** Removes a photo's files; those already gone are no error. */
  async remove(files: PhotoFileNames): Promise<void> {
    await Promise.all([
      rm(this.path(files.filename), { force: true }),
      rm(this.path(files.thumbFilename), { force: true }),
    ]);
  }

  /** A stored file's bytes (`name` relative to MEDIA_DIR, as `write` named it); null when it is gone. */
  async read(name: string): Promise<Buffer | null> {
    return readFile(this.path(name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  /** Removes a folder with every file in it. */
  async removeFolder(folder: string): Promise<void> {
    await rm(this.path(folder), { recursive: true, force: true });
  }

  private path(name: string): string {
    return join(resolve(repoRoot(), this.config.get('MEDIA_DIR')), name);
  }
}
