import { Module } from '@nestjs/common';

/** Registered now; its commands, queries and events arrive with its own issue (DESIGN.md §1). */
@Module({})
export class BillingModule {}
