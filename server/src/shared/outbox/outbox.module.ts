import { Global, Module } from '@nestjs/common';
import { Outbox } from './outbox';
import { OutboxHealth } from './outbox-health';

/** The shared transactional outbox, available to every module. */
@Global()
@Module({ providers: [Outbox, OutboxHealth], exports: [Outbox, OutboxHealth] })
export class OutboxModule {}
