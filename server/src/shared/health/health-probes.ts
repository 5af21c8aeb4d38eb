import { getQueueToken } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import type { RedisClientType } from 'redis';
import type { DataSource } from 'typeorm';
import { OutboxHealth, type OutboxCounts } from '../outbox/outbox-health';
import { REDIS } from '../redis/redis.module';
import type { OutboxHealthReport, PartHealth, QueueHealth } from './health.response';

export type Check = PartHealth;
export type QueueCheck = QueueHealth;
export type OutboxCheck = OutboxHealthReport;

const CHECK_TIMEOUT_MS = 2000;

/** Asks each part the app needs whether it answers, each within 2 s. */
@Injectable()
export class HealthProbes {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: RedisClientType,
    private readonly moduleRef: ModuleRef,
    private readonly outboxHealth: OutboxHealth,
  ) {}

  database(): Promise<Check> {
    return check(async () => void (await this.dataSource.query('SELECT 1')));
  }

  redisServer(): Promise<Check> {
    return check(async () => void (await this.redis.ping()));
  }

  async queue(name: string): Promise<QueueCheck> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
    let counts: Awaited<ReturnType<Queue['getJobCounts']>> | undefined;
    const result = await check(async () => {
      counts = await queue.getJobCounts();
    });
    if (!counts) return result;
    const { waiting, active, failed, delayed } = counts;
    return { ...result, waiting, active, failed, delayed };
  }

  /** Failing deliveries are shown (and retried), not a reason to take the instance out of service. */
  async outbox(): Promise<OutboxCheck> {
    let counts: OutboxCounts | undefined;
    const result = await check(async () => {
      counts = await this.outboxHealth.counts();
    });
    return { ...result, ...counts };
  }
}

async function check(probe: () => Promise<void>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
