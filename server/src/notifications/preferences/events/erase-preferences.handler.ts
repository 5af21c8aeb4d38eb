import { AccountErased } from '../../../identity/identity.contracts';
import { ErasesAccountRows } from '../../../shared/outbox/account-erasure';
import { HandlesOutboxEvent } from '../../../shared/outbox/outbox-handler';
import { eraseNotificationPreferencesOf } from '../../database/notification-preferences.repository';

/** Erasure removes the member's notification preferences. */
@HandlesOutboxEvent(AccountErased)
export class EraseNotificationPreferencesOnErasure extends ErasesAccountRows(
  eraseNotificationPreferencesOf,
) {}
