import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '../../../../db/data-source';
import { AppConfigService } from '../config/app-config.service';
import { RowChangeFeed } from './row-change-feed';

/** The data source, and the row-change notices that keep every instance's read caches current. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => ({
        ...dataSourceOptions(config.get('DATABASE_URL')),
        autoLoadEntities: true,
        // Fail fast: a request waits at most this long for a connection, then answers 503. Idle connections
        // stay 5 minutes (pg's default is 10 s): a new one costs PostgreSQL a fresh backend whose catalog
        // caches and prepared statements are empty, so after every lull the next burst paid seconds.
        extra: { max: 20, connectionTimeoutMillis: 1500, idleTimeoutMillis: 300_000, keepAlive: true },
        // Start-up has already waited for PostgreSQL (wait-for-postgres.ts); do not wait again for long.
        retryAttempts: Math.max(1, config.get('STARTUP_WAIT_SECONDS')),
        retryDelay: 1000,
      }),
    }),
  ],
  providers: [RowChangeFeed],
  exports: [RowChangeFeed],
})
export class DatabaseModule {}
