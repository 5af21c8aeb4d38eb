import { Injectable } from '@nestjs/common';
import webpush from 'web-push';
import type { PushTargetRow } from '../database/push-subscriptions.repository';

/** How long a push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long the push service keeps a push for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface VapidSigning {
  /** `mailto:` the site's support address: whom the push service may contact. */
  subject: string;
  publicKey: string;
  privateKey: string;
  urgency: 'high' | 'normal';
}

export type PushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; reason: string };

/**
 * One Web Push request (RFC 8030): the payload encrypted for the device (RFC 8291, aes128gcm) and signed
 * with the site's VAPID key (RFC 8292), both by the `web-push` package; the request itself goes through
 * fetch, so a push service reached over plain http (a local one in development and tests) works too.
 */
@Injectable()
export class WebPushSender {
  async send(device: PushTargetRow, payload: string, signing: VapidSigning): Promise<PushOutcome> {
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        {
          vapidDetails: {
            subject: signing.subject,
            publicKey: signing.publicKey,
            privateKey: signing.privateKey,
          },
          TTL: PUSH_TTL_SECONDS,
          urgency: signing.urgency,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      return { status: 'failed', reason: `not encrypted: ${(error as Error).message}` };
    }
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer,
        redirect: 'error',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return { status: 'gone' };
      if (response.ok) return { status: 'sent' };
      return { status: 'failed', reason: `push service answered ${response.status}` };
    } catch (error) {
      return { status: 'failed', reason: (error as Error).message };
    }
  }
}
