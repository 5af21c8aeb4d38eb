import { Command } from '@nestjs/cqrs';

/** A member who lost the activation mail asks for it again. */
export class ResendActivationCommand extends Command<void> {
  constructor(readonly accountId: number) {
    super();
  }
}
