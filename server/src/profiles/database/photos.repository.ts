import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PhotoEntity } from './photo.entity';

/** A member's own photos: listed in their order, one of them the main photo. */
@Injectable()
export class PhotosRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  ofProfile(profileId: number): Promise<PhotoEntity[]> {
    return this.dataSource.manager.find(PhotoEntity, {
      where: { profileId },
      order: { position: 'ASC', id: 'ASC' },
    });
  }

  /** False when the photo is not one of the profile's. */
  makeMain(profileId: number, photoId: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const photo = await manager.findOneBy(PhotoEntity, { id: photoId, profileId });
      if (!photo) return false;
      await manager.update(PhotoEntity, { profileId, isMain: true }, { isMain: false });
      await manager.update(PhotoEntity, { id: photo.id }, { isMain: true });
      return true;
    });
  }

  /** Deletes the photo (the next one in order becomes main when it was); null when not the profile's. */
  remove(profileId: number, photoId: number): Promise<PhotoEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const photo = await manager.findOneBy(PhotoEntity, { id: photoId, profileId });
      if (!photo) return null;
      await manager.delete(PhotoEntity, { id: photo.id });
      if (photo.isMain) {
        const next = await manager.findOne(PhotoEntity, {
          where: { profileId },
          order: { position: 'ASC', id: 'ASC' },
        });
        if (next) await manager.update(PhotoEntity, { id: next.id }, { isMain: true });
      }
      return photo;
    });
  }
}
