import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './bootstrap/configure-app';
import { prepareDatabase } from './bootstrap/prepare-database';
import { validateConfig } from './shared/config/config.schema';

async function main(): Promise<void> {
  const config = validateConfig(process.env);
  await prepareDatabase(config);
  const app = configureApp(
    await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: false }),
  );
  await app.listen(config.PORT);
  new Logger('Kindred').log(`Serving on http://localhost:${config.PORT} (admin console: /admin)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
