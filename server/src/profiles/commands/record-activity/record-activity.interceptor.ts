import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { sessionMemberOf } from '../../../shared/http/current-member.decorator';
import { RecordActivityCommand } from '../../profiles.contracts';

/**
 * Every call of a logged-in member counts as activity ("online", last active). Profiles owns
 * `last_active_at`, so it listens here rather than identity's session code calling up into profiles.
 */
@Injectable()
export class RecordActivityInterceptor implements NestInterceptor {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const member =
      context.getType() === 'http' ? sessionMemberOf(context.switchToHttp().getRequest<Request>()) : null;
    if (member) await this.commandBus.execute(new RecordActivityCommand(member.id, this.clock.now()));
    return next.handle();
  }
}
