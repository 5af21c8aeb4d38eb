import { getQueueToken } from '@nestjs/bull';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import type { Response } from 'express';
import type { RedisClientType } from 'redis';
import type { DataSource } from 'typeorm';
import { ALL_QUEUES } from '../queues/queue-names';
import { REDIS } from '../redis/redis.module';

type Check = { status: 'up' | 'down'; error?: string };
type QueueCheck = Check & { waiting?: number; active?: number; failed?: number; delayed?: number };

const CHECK_TIMEOUT_MS = 2000;

@Controller('api')
export class HealthHttpController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: RedisClientType,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Get('health')
  async health(@Res() response: Response): Promise<void> {
    const [database, redis, queueChecks] = await Promise.all([
      check(async () => void (await this.dataSource.query('SELECT 1'))),
      check(async () => void (await this.redis.ping())),
      Promise.all(ALL_QUEUES.map(async (name) => [name, await this.queueCheck(name)] as const)),
    ]);
    const queues = Object.fromEntries(queueChecks);
    const up = [database, redis, ...Object.values(queues)].every((part) => part.status === 'up');
    response
      .status(up ? 200 : 503)
      .setHeader('Cache-Control', 'no-store')
      .json({ status: up ? 'ok' : 'degraded', database, redis, queues });
  }

  private async queueCheck(name: string): Promise<QueueCheck> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
    let counts: Awaited<ReturnType<Queue['getJobCounts']>> | undefined;
    const result = await check(async () => {
      counts = await queue.getJobCounts();
    });
    return counts ? { ...result, ...pick(counts) } : result;
  }
}

function pick(counts: { waiting: number; active: number; failed: number; delayed: number }) {
  return { waiting: counts.waiting, active: counts.active, failed: counts.failed, delayed: counts.delayed };
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
