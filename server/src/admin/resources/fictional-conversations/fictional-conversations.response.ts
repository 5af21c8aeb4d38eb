import { FictionalMessage } from '../../../messaging/messaging.contracts';

/** The reply as the fictional profile sent it. */
export class FictionalReplyResponse {
  message: FictionalMessage;
}

/** The fictional profile's notes after the change. */
export class FictionalNotesResponse {
  notes: string;
  notes_updated_at: string;
}
