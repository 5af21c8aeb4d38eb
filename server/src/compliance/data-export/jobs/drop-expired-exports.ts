import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataExportsRepository } from '../database/data-exports.repository';

/** Every hour each instance drops the archives past their expiry (harmless twice: the update finds none). */
@Injectable()
export class DropExpiredExportsSchedule {
  constructor(private readonly exports: DataExportsRepository) {}

  @Cron(CronExpression.EVERY_HOUR)
  run(): Promise<number> {
    return this.exports.dropExpired();
  }
}
