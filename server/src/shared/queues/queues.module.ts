import { BullModule, getQueueToken } from '@nestjs/bull';
import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { AppConfigService } from '../config/app-config.service';
import { QueueConnections, QueueConnectionsModule } from './queue-connections';
import { ALL_QUEUES } from './queue-names';

const queues = BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name })));

/** Bull on Redis; every queue is registered once here so health and the owning module share it. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      imports: [QueueConnectionsModule],
      inject: [AppConfigService, QueueConnections],
      useFactory: (config: AppConfigService, connections: QueueConnections) => ({
        url: config.get('REDIS_URL'),
        prefix: `${config.get('REDIS_PREFIX')}:bull`,
        createClient: (type, options) => connections.create(type, options),
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: 1000,
        },
      }),
    }),
    queues,
    QueueConnectionsModule,
  ],
  exports: [queues],
})
export class QueuesModule implements OnApplicationShutdown {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly connections: QueueConnections,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      ALL_QUEUES.map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }).close()),
    );
    this.connections.closeAll();
  }
}
