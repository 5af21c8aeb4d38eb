import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { InterestEntity } from './interest.entity';
import { RegionEntity } from './region.entity';

/** Regions and interests: reference data that only a deploy changes. */
@Injectable()
export class ReferenceDataRepository {
  constructor(
    @InjectRepository(RegionEntity) private readonly regions: Repository<RegionEntity>,
    @InjectRepository(InterestEntity) private readonly interests: Repository<InterestEntity>,
  ) {}

  allRegions(): Promise<RegionEntity[]> {
    return this.regions.find({ order: { country: 'ASC', name: 'ASC' } });
  }

  regionById(regionId: number): Promise<RegionEntity | null> {
    return this.regions.findOneBy({ id: regionId });
  }

  region(country: string, code: string): Promise<RegionEntity | null> {
    return this.regions.findOneBy({ country, code });
  }

  allInterests(): Promise<InterestEntity[]> {
    return this.interests.find({ order: { sort: 'ASC', id: 'ASC' } });
  }
}
