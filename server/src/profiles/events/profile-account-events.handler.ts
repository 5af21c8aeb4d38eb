import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccountActivated, AccountErased } from '../../identity/identity.contracts';
import { AppConfigService } from '../../shared/config/app-config.service';
import { repoRoot } from '../../shared/http/repo-root';
import { ProfileEntity } from '../database/profile.entity';

/** An activated account's profile goes live. */
@EventsHandler(AccountActivated)
export class EnableProfileOnActivation implements IEventHandler<AccountActivated> {
  constructor(@InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>) {}

  async handle(event: AccountActivated): Promise<void> {
    await this.profiles.update({ id: event.accountId }, { status: 'enabled' });
  }
}

/** Erasure removes the profile, its photos and their files for good. */
@EventsHandler(AccountErased)
export class EraseProfileOnErasure implements IEventHandler<AccountErased> {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    private readonly config: AppConfigService,
  ) {}

  async handle(event: AccountErased): Promise<void> {
    await this.profiles.delete({ id: event.accountId }); // photos and interests cascade
    const folder = join(resolve(repoRoot(), this.config.get('MEDIA_DIR')), String(event.accountId));
    await rm(folder, { recursive: true, force: true });
  }
}
