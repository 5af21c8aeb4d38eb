import { Module } from '@nestjs/common';
import { HealthProbes } from './health-probes';
import { HealthHttpController } from './health.http.controller';

@Module({ controllers: [HealthHttpController], providers: [HealthProbes] })
export class HealthModule {}
