import { BullModule } from '@nestjs/bull';
import { Global, Module } from '@nestjs/common';
import { AppConfigService } from '../config/app-config.service';
import { ALL_QUEUES } from './queue-names';

const queues = BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name })));

/** Bull on Redis; every queue is registered once here so health and the owning module share it. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => ({
        url: config.get('REDIS_URL'),
        prefix: `${config.get('REDIS_PREFIX')}:bull`,
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: 1000,
        },
      }),
    }),
    queues,
  ],
  exports: [queues],
})
export class QueuesModule {}
