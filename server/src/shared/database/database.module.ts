import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '../../../../db/data-source';
import { AppConfigService } from '../config/app-config.service';
import { failFastPg } from './fail-fast-pool';
import { RowChangeFeed } from './row-change-feed';

/** A request waits at most this long for a database connection, then answers 503. */
const CONNECTION_WAIT_MS = 1500;

/** The data source, and the row-change notices that keep every instance's read caches current. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => ({
        ...dataSourceOptions(config.get('DATABASE_URL')),
        autoLoadEntities: true,
        // Fail fast: the wait for a connection is a deadline (`failFastPg`). Idle connections stay 5 minutes
        // (pg's default is 10 s): a new one costs PostgreSQL a fresh backend whose catalog caches and
        // prepared statements are empty, so after every lull the next burst paid seconds.
        driver: failFastPg(CONNECTION_WAIT_MS),
        extra: { max: 20, idleTimeoutMillis: 300_000, keepAlive: true },
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
