import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import type { PushSubscriptionInput } from '../domain/push-subscription-input';
import { preparedQuery } from '../../../shared/database/prepared-query';
import { PushTargetsCache } from './push-targets.cache';

/** A member's device as their push settings list it. */
export interface PushDeviceRow {
  id: number;
  label: string;
  enabled: boolean;
  created_at: Date;
}

/** A device to push to. */
export interface PushTargetRow {
  id: number;
  site_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How many devices a member keeps at most: a new one beyond this drops the one seen longest ago. */
export const MAX_DEVICES = 20;

const DEVICE_COLUMNS = 'id, label, enabled, created_at';

/** `push_subscriptions`, `push_settings` and `push_sends`: all of push's SQL. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly targetsCache: PushTargetsCache,
  ) {}

  /**
   * Stores the browser's subscription for the member (an endpoint is one browser: sent again, it keeps
   * the member's on/off choice; sent by another member, it moves to them, switched on). The member's
   * settings row is locked first, so parallel subscriptions of one member queue up and the cap of
   * MAX_DEVICES holds: the devices seen longest ago drop out.
   */
  subscribe(
    accountId: number,
    siteId: number,
    subscription: PushSubscriptionInput,
    label: string,
  ): Promise<PushDeviceRow> {
    const now = this.clock.now();
    this.targetsCache.writing(accountId);
    return this.dataSource.transaction(async (manager) => {
      await lockSettings(manager, accountId);
      const [device] = (await manager.query(
        `INSERT INTO push_subscriptions
                (account_id, site_id, endpoint, p256dh, auth, label, enabled, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, true, $7, $7)
         ON CONFLICT (endpoint) DO UPDATE
            SET site_id = EXCLUDED.site_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
                label = EXCLUDED.label, updated_at = EXCLUDED.updated_at,
                enabled = CASE WHEN push_subscriptions.account_id = EXCLUDED.account_id
                               THEN push_subscriptions.enabled ELSE true END,
                created_at = CASE WHEN push_subscriptions.account_id = EXCLUDED.account_id
                                  THEN push_subscriptions.created_at ELSE EXCLUDED.created_at END,
                account_id = EXCLUDED.account_id
         RETURNING ${DEVICE_COLUMNS}`,
        [accountId, siteId, subscription.endpoint, subscription.p256dh, subscription.auth, label, now],
      )) as PushDeviceRow[];
      await manager.query(
        `DELETE FROM push_subscriptions
          WHERE account_id = $1
            AND id NOT IN (SELECT id FROM push_subscriptions WHERE account_id = $1
                            ORDER BY updated_at DESC, id DESC LIMIT $2)`,
        [accountId, MAX_DEVICES],
      );
      return device!;
    });
  }

  async showMessageText(accountId: number): Promise<boolean> {
    const [row] = (await this.dataSource.query(
      `SELECT show_message_text FROM push_settings WHERE account_id = $1`,
      [accountId],
    )) as { show_message_text: boolean }[];
    return row?.show_message_text ?? true;
  }

  devices(accountId: number): Promise<PushDeviceRow[]> {
    return this.dataSource.query(
      `SELECT ${DEVICE_COLUMNS} FROM push_subscriptions WHERE account_id = $1 ORDER BY id`,
      [accountId],
    );
  }

  async setShowMessageText(accountId: number, show: boolean): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO push_settings (account_id, show_message_text) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET show_message_text = EXCLUDED.show_message_text`,
      [accountId, show],
    );
  }

  /** Switches one of the member's devices on or off; false when it is not theirs. */
  async setEnabled(accountId: number, id: number, enabled: boolean): Promise<boolean> {
    this.targetsCache.writing(accountId);
    const [, count] = (await this.dataSource.query(
      `UPDATE push_subscriptions SET enabled = $3 WHERE account_id = $1 AND id = $2`,
      [accountId, id, enabled],
    )) as [unknown, number];
    return count > 0;
  }

  /** Forgets one of the member's devices; false when it is not theirs. */
  async remove(accountId: number, id: number): Promise<boolean> {
    this.targetsCache.writing(accountId);
    const [, count] = (await this.dataSource.query(
      `DELETE FROM push_subscriptions WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    )) as [unknown, number];
    return count > 0;
  }

  /** Whether the member has a device switched on (from this instance's cache while unchanged). */
  hasTargets(accountId: number): Promise<boolean> {
    return this.targetsCache.read(accountId, () => this.readHasTargets(accountId));
  }

  private async readHasTargets(accountId: number): Promise<boolean> {
    const [row] = await preparedQuery<{ any: boolean }>(
      this.dataSource,
      'push-has-targets',
      `SELECT EXISTS (SELECT 1 FROM push_subscriptions WHERE account_id = $1 AND enabled) AS any`,
      [accountId],
    );
    return row!.any;
  }

  /** The member's devices that are switched on. */
  targets(accountId: number): Promise<PushTargetRow[]> {
    return this.dataSource.query(
      `SELECT id, site_id, endpoint, p256dh, auth FROM push_subscriptions
        WHERE account_id = $1 AND enabled ORDER BY id`,
      [accountId],
    );
  }

  /** Claims sending `notification` to the device: true once per pair, however often a job is retried. */
  async claimSend(notification: string, subscriptionId: number): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `INSERT INTO push_sends (notification, subscription_id, sent_at)
       SELECT $1, id, $3 FROM push_subscriptions WHERE id = $2
       ON CONFLICT DO NOTHING RETURNING subscription_id`,
      [notification, subscriptionId, this.clock.now()],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The send failed and will be retried: the claim goes. */
  async releaseSend(notification: string, subscriptionId: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM push_sends WHERE notification = $1 AND subscription_id = $2`, [
      notification,
      subscriptionId,
    ]);
  }

  /** The push service no longer knows the endpoint (404, 410): the device goes. */
  async removeGone(subscriptionId: number, endpoint: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM push_subscriptions WHERE id = $1 AND endpoint = $2`, [
      subscriptionId,
      endpoint,
    ]);
  }

  /** Send marks older than `before` (a retry never comes that late). */
  async forgetSendsBefore(before: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM push_sends WHERE sent_at < $1`, [before]);
  }
}

async function lockSettings(manager: EntityManager, accountId: number): Promise<void> {
  await manager.query(
    `INSERT INTO push_settings (account_id) VALUES ($1)
     ON CONFLICT (account_id) DO UPDATE SET show_message_text = push_settings.show_message_text`,
    [accountId],
  );
}

/** Erasure: the member's devices and settings go. */
export async function erasePushRowsOf(manager: EntityManager, accountId: number): Promise<void> {
  await manager.query(`DELETE FROM push_subscriptions WHERE account_id = $1`, [accountId]);
  await manager.query(`DELETE FROM push_settings WHERE account_id = $1`, [accountId]);
}
