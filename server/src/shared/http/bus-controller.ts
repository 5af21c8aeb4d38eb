import { Injectable } from '@nestjs/common';
import { type Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import type { OkResponse } from './ok.response';

/**
 * The base of a use case's HTTP controller, which turns the request into a command or query on the
 * buses and maps the answer (DESIGN.md §1): it has both buses, so such a controller needs no constructor.
 * A controller with other dependencies declares its own.
 */
@Injectable()
export abstract class BusController {
  constructor(
    protected readonly commandBus: CommandBus,
    protected readonly queryBus: QueryBus,
  ) {}

  /** Sends `command` and answers `{ok: true}` once it is done: a write with nothing else to say. */
  protected async done(command: Command<unknown>): Promise<OkResponse> {
    await this.commandBus.execute(command);
    return { ok: true };
  }
}
