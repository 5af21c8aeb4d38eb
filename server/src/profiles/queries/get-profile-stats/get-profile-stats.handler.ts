import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PhotoEntity } from '../../database/photo.entity';
import { ProfileEntity } from '../../database/profile.entity';
import { GetProfileStatsQuery, type ProfileStats } from '../../profiles.contracts';

@QueryHandler(GetProfileStatsQuery)
export class GetProfileStatsHandler implements IQueryHandler<GetProfileStatsQuery, ProfileStats> {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    @InjectRepository(PhotoEntity) private readonly photos: Repository<PhotoEntity>,
  ) {}

  async execute(): Promise<ProfileStats> {
    const [male, female, fictionalTotal, photosTotal] = await Promise.all([
      this.profiles.countBy({ gender: 'male' }),
      this.profiles.countBy({ gender: 'female' }),
      this.profiles.countBy({ fictional: true }),
      this.photos.count(),
    ]);
    return { byGender: { male, female }, fictionalTotal, photosTotal };
  }
}
