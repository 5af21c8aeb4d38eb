import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AccountActivated, AccountErased } from '../../identity/identity.contracts';
import { AppConfigService } from '../../shared/config/app-config.service';
import { repoRoot } from '../../shared/http/repo-root';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import { deleteProfile, enableProfile } from '../database/profile-event-writes';
import { ProfileSummaryCache } from '../database/profile-summary.cache';
import { ProfileUpdated } from '../profiles.contracts';
import { Outbox } from '../../shared/outbox/outbox';

/** An activated account's profile goes live. */
@HandlesOutboxEvent(AccountActivated)
export class EnableProfileOnActivation implements OutboxEventHandler<AccountActivated> {
  constructor(
    private readonly summaries: ProfileSummaryCache,
    private readonly outbox: Outbox,
  ) {}

  /** With ProfileUpdated in the same transaction: search lists the member from now on. */
  async handle(event: AccountActivated, { manager }: OutboxDelivery): Promise<void> {
    this.summaries.writing(event.accountId);
    const name = await enableProfile(manager, event.accountId);
    if (name !== null)
      await this.outbox.add(manager, new ProfileUpdated(event.accountId, ['status'], name, event.occurredAt));
  }
}

/** Erasure removes the profile, its photos and their files for good. */
@HandlesOutboxEvent(AccountErased)
export class EraseProfileOnErasure implements OutboxEventHandler<AccountErased> {
  constructor(
    private readonly config: AppConfigService,
    private readonly summaries: ProfileSummaryCache,
  ) {}

  async handle(event: AccountErased, { manager }: OutboxDelivery): Promise<void> {
    this.summaries.writing(event.accountId);
    await deleteProfile(manager, event.accountId);
    const folder = join(resolve(repoRoot(), this.config.get('MEDIA_DIR')), String(event.accountId));
    await rm(folder, { recursive: true, force: true });
  }
}
