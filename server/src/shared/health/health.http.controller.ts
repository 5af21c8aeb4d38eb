import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { ALL_QUEUES } from '../queues/queue-names';
import { HealthProbes } from './health-probes';
import { HealthResponse } from './health.response';

@Controller('api')
export class HealthHttpController {
  constructor(private readonly probes: HealthProbes) {}

  @Get('health')
  @ApiOkResponse({ type: HealthResponse, description: 'Every part is up.' })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'A part is down.' })
  async health(@Res() response: Response): Promise<void> {
    const [database, redis, queueChecks, outbox] = await Promise.all([
      this.probes.database(),
      this.probes.redisServer(),
      Promise.all(ALL_QUEUES.map(async (name) => [name, await this.probes.queue(name)] as const)),
      this.probes.outbox(),
    ]);
    const queues = Object.fromEntries(queueChecks);
    const up = [database, redis, ...Object.values(queues)].every((part) => part.status === 'up');
    response
      .status(up ? 200 : 503)
      .setHeader('Cache-Control', 'no-store')
      .json({ status: up ? 'ok' : 'degraded', database, redis, queues, outbox } satisfies HealthResponse);
  }
}
