/** A push to one member, as queued on Bull `push` by the outbox handlers (events/). */
export type PushJob =
  | {
      kind: 'message';
      /** Once per event and member: the job id and the devices' send marks. */
      notification: string;
      memberId: number;
      senderId: number;
      conversationId: number;
      messageId: number;
      messageKind: 'text' | 'photo' | 'gift';
    }
  | { kind: 'like' | 'match'; notification: string; memberId: number; otherId: number };

export const SEND_PUSH_JOB = 'send-push';

/** Bull retries a push this often (its backoff doubles from 5 s), then gives up on the devices left. */
export const PUSH_JOB_OPTIONS = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: 1000,
  removeOnFail: 1000,
};
