import { AccountErased } from '../../identity/identity.contracts';
import { MediaFiles } from '../../shared/images/media-files';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import { eraseConversationsOf } from '../database/conversation-erasure';
import { chatPhotoFolder } from '../domain/messaging-rules';

/** Erasure removes the member's conversations, their messages, and the photos the member sent. */
@HandlesOutboxEvent(AccountErased)
export class EraseConversationsOnErasure implements OutboxEventHandler<AccountErased> {
  constructor(private readonly files: MediaFiles) {}

  async handle(event: AccountErased, { manager }: OutboxDelivery): Promise<void> {
    await eraseConversationsOf(manager, event.accountId);
    await this.files.removeFolder(chatPhotoFolder(event.accountId));
  }
}
