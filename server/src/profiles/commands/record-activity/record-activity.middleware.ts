import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { NextFunction, Request, Response } from 'express';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { sessionMemberOf } from '../../../shared/http/current-member.decorator';
import { RecordActivityCommand } from '../../profiles.contracts';

/**
 * Every call of a logged-in member counts as activity ("online", last active). Profiles owns
 * `last_active_at`, so it listens here rather than identity's session code calling up into profiles.
 * A middleware, not an interceptor: a global interceptor puts every request of the app, logged in or
 * not, through an rxjs pipeline.
 */
@Injectable()
export class RecordActivityMiddleware implements NestMiddleware {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    const member = sessionMemberOf(request);
    if (member) await this.commandBus.execute(new RecordActivityCommand(member.id, this.clock.now()));
    next();
  }
}
