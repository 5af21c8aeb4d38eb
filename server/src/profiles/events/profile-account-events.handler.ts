import { AccountActivated, AccountErased } from '../../identity/identity.contracts';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import { ProfilesRepository } from '../database/profiles.repository';
import { PhotoFiles } from '../photos/photo-files';

/** An activated account's profile goes live. */
@HandlesOutboxEvent(AccountActivated)
export class EnableProfileOnActivation implements OutboxEventHandler<AccountActivated> {
  constructor(private readonly profiles: ProfilesRepository) {}

  async handle(event: AccountActivated, { manager }: OutboxDelivery): Promise<void> {
    await this.profiles.enableWithin(manager, event.accountId, event.occurredAt);
  }
}

/** Erasure removes the profile, its photos and their files for good. */
@HandlesOutboxEvent(AccountErased)
export class EraseProfileOnErasure implements OutboxEventHandler<AccountErased> {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly files: PhotoFiles,
  ) {}

  async handle(event: AccountErased, { manager }: OutboxDelivery): Promise<void> {
    await this.profiles.deleteWithin(manager, event.accountId);
    await this.files.removeAllOf(event.accountId);
  }
}
