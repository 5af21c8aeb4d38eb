import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, Not } from 'typeorm';
import { PhotoEntity } from './photo.entity';
import { ProfileSummaryCache } from './profile-summary.cache';

/** Serialises changes to one member's photos. */
const lockProfile = (manager: EntityManager, profileId: number) =>
  manager.query('SELECT id FROM profiles WHERE id = $1 FOR UPDATE', [profileId]);

export type NewPhoto = Pick<PhotoEntity, 'filename' | 'thumbFilename' | 'width' | 'height'>;

/** A member's own photos: listed in their order, one of them the main photo. */
@Injectable()
export class PhotosRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly summaries: ProfileSummaryCache,
  ) {}

  ofProfile(profileId: number): Promise<PhotoEntity[]> {
    return this.dataSource.manager.find(PhotoEntity, {
      where: { profileId },
      order: { position: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Adds a pending photo unless the profile has `max` already (answers null then). The profile row is
   * locked first, so parallel uploads cannot pass the limit; the photo becomes the main photo when the
   * profile has none (its first, or after moderators rejected the main one and none was approved).
   */
  addWithinLimit(profileId: number, photo: NewPhoto, max: number): Promise<PhotoEntity | null> {
    this.summaries.writing(profileId);
    return this.dataSource.transaction(async (manager) => {
      await lockProfile(manager, profileId);
      const existing = await manager.countBy(PhotoEntity, { profileId });
      if (existing >= max) return null;
      const hasMain = existing > 0 && (await manager.existsBy(PhotoEntity, { profileId, isMain: true }));
      return manager.save(
        manager.create(PhotoEntity, {
          ...photo,
          profileId,
          status: 'pending',
          isMain: !hasMain,
          position: existing,
        }),
      );
    });
  }

  /** Whether the photo is one of the profile's. */
  isOf(profileId: number, photoId: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(PhotoEntity, { id: photoId, profileId });
  }

  /**
   * False when the photo is not one of the profile's. The profile row is locked first: two changes of
   * the main photo at once would otherwise both clear the flag and both set one (photos_one_main).
   */
  makeMain(profileId: number, photoId: number): Promise<'made_main' | 'not_found' | 'rejected'> {
    this.summaries.writing(profileId);
    return this.dataSource.transaction(async (manager) => {
      await lockProfile(manager, profileId);
      const photo = await manager.findOneBy(PhotoEntity, { id: photoId, profileId });
      if (!photo) return 'not_found';
      // Read under the profile's lock, which a moderator's decision takes too: a photo rejected later
      // stops being main in that decision's transaction.
      if (photo.status === 'rejected') return 'rejected';
      await manager.update(PhotoEntity, { profileId, isMain: true }, { isMain: false });
      await manager.update(PhotoEntity, { id: photo.id }, { isMain: true });
      return 'made_main';
    });
  }

  /**
   * Deletes the photo (the next one in order not rejected becomes main when it was); null when not the
   * profile's.
   * Locks the profile like makeMain, so a deletion and a change of main photo cannot cross.
   */
  remove(profileId: number, photoId: number): Promise<PhotoEntity | null> {
    this.summaries.writing(profileId);
    return this.dataSource.transaction(async (manager) => {
      await lockProfile(manager, profileId);
      const photo = await manager.findOneBy(PhotoEntity, { id: photoId, profileId });
      if (!photo) return null;
      await manager.delete(PhotoEntity, { id: photo.id });
      if (photo.isMain) {
        // Never a rejected photo: members would see the profile without one.
        const next = await manager.findOne(PhotoEntity, {
          where: { profileId, status: Not('rejected') },
          order: { position: 'ASC', id: 'ASC' },
        });
        if (next) await manager.update(PhotoEntity, { id: next.id }, { isMain: true });
      }
      return photo;
    });
  }
}
