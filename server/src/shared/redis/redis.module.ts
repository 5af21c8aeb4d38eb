import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { RedisClientType } from 'redis';
import type { DataSource } from 'typeorm';
import { AppConfigService } from '../config/app-config.service';
import { claimRedisPrefix } from './prefix-claim';
import { connectRedis } from './redis-client';

export const REDIS = Symbol('REDIS');

/** One shared Redis connection for sessions, rate limits and caches (Bull keeps its own). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfigService, getDataSourceToken()],
      useFactory: async (config: AppConfigService, dataSource: DataSource): Promise<RedisClientType> => {
        const logger = new Logger('Redis');
        const client = await connectRedis({
          url: config.get('REDIS_URL'),
          startupWaitSeconds: config.get('STARTUP_WAIT_SECONDS'),
          logger,
        });
        const prefix = config.get('REDIS_PREFIX');
        try {
          await claimRedisPrefix(client, dataSource, prefix);
        } catch (error) {
          client.destroy();
          throw error;
        }
        // A Redis restarted without its data forgets the claim: make it again.
        client.on('ready', () => {
          claimRedisPrefix(client, dataSource, prefix).catch((error: Error) => logger.error(error.message));
        });
        return client;
      },
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
