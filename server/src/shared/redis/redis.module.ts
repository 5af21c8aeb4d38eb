import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { AppConfigService } from '../config/app-config.service';
import { connectRedis } from './redis-client';

export const REDIS = Symbol('REDIS');

/** One shared Redis connection for sessions, rate limits and caches (Bull keeps its own). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfigService],
      useFactory: (config: AppConfigService): Promise<RedisClientType> =>
        connectRedis({
          url: config.get('REDIS_URL'),
          startupWaitSeconds: config.get('STARTUP_WAIT_SECONDS'),
          logger: new Logger('Redis'),
        }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: RedisClientType) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.isReady) await this.redis.close();
    else if (this.redis.isOpen) this.redis.destroy(); // Redis is away: nothing to flush, stop retrying
  }
}
