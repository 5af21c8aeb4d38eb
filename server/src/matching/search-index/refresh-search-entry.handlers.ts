import {
  AccountDeleted,
  AccountErased,
  AccountReactivated,
  InvisibleModeChanged,
  MemberBanned,
  MemberUnbanned,
} from '../../identity/identity.contracts';
import { ProfileUpdated } from '../../profiles/profiles.contracts';
import { HandlesOutboxEvent, type OutboxEventHandler } from '../../shared/outbox/outbox-handler';
import { SearchBlocksRepository } from '../database/search-blocks.repository';
import { SearchIndexer } from './search-indexer';

type MemberChange =
  ProfileUpdated | InvisibleModeChanged | AccountDeleted | AccountReactivated | MemberBanned | MemberUnbanned;

/**
 * What search shows of a member follows their profile (facts, place, status, first activity of a day),
 * invisible mode, deletion (taken back within 14 days too) and bans (lifted too). It re-reads the member, so a retried or
 * repeated delivery writes the same entry.
 */
@HandlesOutboxEvent(ProfileUpdated)
@HandlesOutboxEvent(InvisibleModeChanged)
@HandlesOutboxEvent(AccountDeleted)
@HandlesOutboxEvent(AccountReactivated)
@HandlesOutboxEvent(MemberBanned)
@HandlesOutboxEvent(MemberUnbanned)
export class RefreshSearchEntry implements OutboxEventHandler<MemberChange> {
  constructor(private readonly indexer: SearchIndexer) {}

  handle(event: MemberChange): Promise<void> {
    return this.indexer.refresh('profileId' in event ? event.profileId : event.accountId);
  }
}

/** Erasure removes every version of the member's entry and their blocks either way. */
@HandlesOutboxEvent(AccountErased)
export class UnindexErasedAccount implements OutboxEventHandler<AccountErased> {
  constructor(
    private readonly indexer: SearchIndexer,
    private readonly blocks: SearchBlocksRepository,
  ) {}

  async handle(event: AccountErased): Promise<void> {
    await this.indexer.remove(event.accountId);
    await this.blocks.removeMember(event.accountId);
  }
}
