import { RateLimiter } from '../../../shared/http/rate-limiter';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Body, Controller, Delete, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { IsId } from '../../../shared/http/ids';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { repoRoot } from '../../../shared/http/repo-root';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { PhotoEntity } from '../../database/photo.entity';
import { byDisplayOrder, photoVisibility } from '../../domain/photo-visibility';
import { ProfileEntity } from '../../database/profile.entity';

class PhotoIdDto {
  @IsId('profiles.photo_not_found')
  id: number;
}

/** The member's own photos: list, upload (within the limit), choose the main one, delete. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class PhotosHttpController {
  constructor(
    @InjectRepository(PhotoEntity) private readonly photos: Repository<PhotoEntity>,
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfigService,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('photos.php')
  async list(@CurrentMember() member: SessionMember) {
    const [rows, profile] = await Promise.all([
      this.photos.find({ where: { profileId: member.id }, order: { position: 'ASC', id: 'ASC' } }),
      this.profiles.findOneBy({ id: member.id }),
    ]);
    if (!profile) throw ApiError.authenticationRequired();
    const [site, status] = await Promise.all([
      this.queryBus.execute(new GetSiteSettingsByIdQuery(profile.siteId)),
      this.queryBus.execute(new GetMemberStatusQuery(member.id)),
    ]);
    const prefix = site.cdnPrefix.replace(/\/$/, '');
    const owner = { premium: status?.paidUser ?? false, fictional: profile.fictional };
    const ranks = new Map([...rows].sort(byDisplayOrder).map((photo, rank) => [photo.id, rank]));
    return {
      photos: rows.map((photo) => ({
        id: photo.id,
        filename: photo.filename,
        thumb_filename: photo.thumbFilename,
        url: `${prefix}/${photo.filename}`,
        thumb_url: `${prefix}/${photo.thumbFilename}`,
        status: photo.status,
        visibility: photoVisibility(photo.status, ranks.get(photo.id)!, site.photoModeration, owner),
        main: photo.isMain,
      })),
    };
  }

  @Put('photos.php')
  async setMain(@CurrentMember() member: SessionMember, @Body() body: PhotoIdDto) {
    await this.dataSource.transaction(async (manager) => {
      const photo = await manager.findOneBy(PhotoEntity, { id: body.id, profileId: member.id });
      if (!photo) throw ApiError.notFound('photo_not_found', 'profiles.photo_not_found');
      await manager.update(PhotoEntity, { profileId: member.id, isMain: true }, { isMain: false });
      await manager.update(PhotoEntity, { id: photo.id }, { isMain: true });
    });
    return this.list(member);
  }

  @Delete('photos.php')
  async remove(@CurrentMember() member: SessionMember, @Body() body: PhotoIdDto) {
    const removed = await this.dataSource.transaction(async (manager) => {
      const photo = await manager.findOneBy(PhotoEntity, { id: body.id, profileId: member.id });
      if (!photo) throw ApiError.notFound('photo_not_found', 'profiles.photo_not_found');
      await manager.delete(PhotoEntity, { id: photo.id });
      if (photo.isMain) {
        const next = await manager.findOne(PhotoEntity, {
          where: { profileId: member.id },
          order: { position: 'ASC', id: 'ASC' },
        });
        if (next) await manager.update(PhotoEntity, { id: next.id }, { isMain: true });
      }
      return photo;
    });
    const mediaDir = resolve(repoRoot(), this.config.get('MEDIA_DIR'));
    await Promise.all([
      rm(join(mediaDir, removed.filename), { force: true }),
      rm(join(mediaDir, removed.thumbFilename), { force: true }),
    ]);
    return this.list(member);
  }
}
