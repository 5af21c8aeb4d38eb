import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import { setDisplayName } from '../database/account-event-writes';

/** What identity reads of profiles' ProfileUpdated (profiles sits above identity). */
interface ProfileUpdated {
  profileId: number;
  fields: string[];
  name: string;
}

/** Identity's copy of the profile name follows the profile, for greeting the member in account mails. */
@HandlesOutboxEvent('ProfileUpdated')
export class KeepDisplayName implements OutboxEventHandler<ProfileUpdated> {
  async handle(event: ProfileUpdated, { manager }: OutboxDelivery): Promise<void> {
    if (!event.fields.includes('name')) return;
    await setDisplayName(manager, event.profileId, event.name);
  }
}
