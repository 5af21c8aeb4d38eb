import { Command } from '@nestjs/cqrs';

export interface Reactivated {
  accountId: number;
  siteId: number;
  language: string;
  sessionEpoch: number;
}

/** The reactivation link was followed; null when it is not valid (used, expired, or erased). */
export class ReactivateAccountCommand extends Command<Reactivated | null> {
  constructor(readonly token: string) {
    super();
  }
}
