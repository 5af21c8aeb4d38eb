import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';

/** Whether one part answered within 2 s. */
export class PartHealth {
  status: 'up' | 'down';
  /** Why it is down. */
  error?: string;
}

/** A Bull queue: reachable, and its job counts. */
export class QueueHealth extends PartHealth {
  waiting?: number;
  active?: number;
  failed?: number;
  delayed?: number;
}

/** The shared outbox: deliveries not done yet, failing ones (retried), stuck ones (need a look). */
export class OutboxHealthReport extends PartHealth {
  pending?: number;
  failing?: number;
  stuck?: number;
}

/** GET /api/health: 200 when every part is up, else 503 with the same shape. */
@ApiExtraModels(QueueHealth)
export class HealthResponse {
  status: 'ok' | 'degraded';
  database: PartHealth;
  redis: PartHealth;
  /** By queue name. */
  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath(QueueHealth) } })
  queues: Record<string, QueueHealth>;
  outbox: OutboxHealthReport;
}
