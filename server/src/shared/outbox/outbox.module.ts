import { Global, Module } from '@nestjs/common';
import { Outbox } from './outbox';

/** The shared transactional outbox, available to every module. */
@Global()
@Module({ providers: [Outbox], exports: [Outbox] })
export class OutboxModule {}
