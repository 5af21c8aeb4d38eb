import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createClient, type RedisClientType } from 'redis';
import { AppConfigService } from '../config/app-config.service';

export const REDIS = Symbol('REDIS');

/** One shared Redis connection for sessions, rate limits and caches (Bull keeps its own). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfigService],
      useFactory: async (config: AppConfigService): Promise<RedisClientType> => {
        const client: RedisClientType = createClient({ url: config.get('REDIS_URL') });
        client.on('error', () => undefined); // reconnects by itself; health reports the state
        await client.connect();
        return client;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: RedisClientType) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.isOpen) await this.redis.close();
  }
}
