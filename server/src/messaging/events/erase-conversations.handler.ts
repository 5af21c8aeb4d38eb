import { AccountErased } from '../../identity/identity.contracts';
import { MediaFiles } from '../../shared/images/media-files';
import { Outbox } from '../../shared/outbox/outbox';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import { eraseConversationsOf } from '../database/conversation-erasure';
import { chatPhotoFolder } from '../domain/messaging-rules';
import { ChatPhotosErased } from '../messaging.contracts';

/**
 * Erasure removes the member's conversations and their messages; the photos of those messages (the
 * member's and the partners') leave the disk once that has committed (RemoveErasedChatPhotos).
 */
@HandlesOutboxEvent(AccountErased)
export class EraseConversationsOnErasure implements OutboxEventHandler<AccountErased> {
  constructor(private readonly outbox: Outbox) {}

  async handle(event: AccountErased, { manager }: OutboxDelivery): Promise<void> {
    const files = await eraseConversationsOf(manager, event.accountId);
    await this.outbox.add(manager, new ChatPhotosErased(event.accountId, files, event.occurredAt));
  }
}

/**
 * After the erasure's commit: the erased messages' photo files, and the erased member's own chat photo
 * folder (anything left in it). Files already gone are no error, so a retry or a second run is harmless.
 */
@HandlesOutboxEvent(ChatPhotosErased)
export class RemoveErasedChatPhotos implements OutboxEventHandler<ChatPhotosErased> {
  constructor(private readonly files: MediaFiles) {}

  async handle(event: ChatPhotosErased): Promise<void> {
    for (const file of event.files) await this.files.remove({ filename: file, thumbFilename: file });
    await this.files.removeFolder(chatPhotoFolder(event.accountId));
  }
}
