import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './bootstrap/configure-app';
import { prepareDatabase } from './bootstrap/prepare-database';
import { waitForPostgres } from './bootstrap/wait-for-postgres';
import { validateConfig } from './shared/config/config.schema';

async function main(): Promise<void> {
  const config = validateConfig(process.env);
  await waitForPostgres(config.DATABASE_URL, config.STARTUP_WAIT_SECONDS, new Logger('Database'));
  await prepareDatabase(config);
  // abortOnError off: a failed start (Redis never came, REDIS_PREFIX taken) ends below with its message.
  const app = configureApp(
    await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: false, abortOnError: false }),
  );
  await app.listen(config.PORT);
  new Logger('Kindred').log(`Serving on http://localhost:${config.PORT} (admin console: /admin)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
