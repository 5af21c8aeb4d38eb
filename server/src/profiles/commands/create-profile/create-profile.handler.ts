import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ProfileEntity } from '../../database/profile.entity';
import { sexualityOf } from '../../domain/sexuality';
import { CreateProfileCommand } from '../../profiles.contracts';

@CommandHandler(CreateProfileCommand)
export class CreateProfileHandler implements ICommandHandler<CreateProfileCommand, void> {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ profile }: CreateProfileCommand): Promise<void> {
    await this.profiles.insert({
      id: profile.accountId,
      siteId: profile.siteId,
      status: 'disabled',
      name: profile.name,
      gender: profile.gender,
      seeking: profile.seeking,
      sexuality: sexualityOf(profile.gender, profile.seeking),
      birthDate: profile.birthDate,
      country: profile.country,
      regionId: profile.regionId,
      city: profile.city,
      about: profile.about,
      fictional: false,
      lastActiveAt: this.clock.now(),
    });
  }
}
