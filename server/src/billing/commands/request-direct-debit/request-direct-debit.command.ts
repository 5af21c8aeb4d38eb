import { Command } from '@nestjs/cqrs';
import type { Locale } from '../../../shared/i18n/messages';
import type { DirectDebitForm } from '../../direct-debit/direct-debit-rules';
import type { DirectDebitAnswer } from './direct-debit.response';

/**
 * The direct debit form (SPEC §3, §5, §8). `validateOnly` stores and sends nothing (and suggests a city
 * even while other fields are still wrong); otherwise a good form stores a request and texts its code.
 * `beforeSending` runs once the request is known to be good, before the SMS goes out; `notSent` when the
 * SMS could not be sent after all (what `beforeSending` counted is given back).
 */
export class RequestDirectDebitCommand extends Command<DirectDebitAnswer> {
  constructor(
    readonly accountId: number,
    readonly form: DirectDebitForm & Record<string, unknown>,
    readonly locale: Locale,
    readonly validateOnly: boolean,
    readonly beforeSending: () => Promise<void> = () => Promise.resolve(),
    readonly notSent: () => Promise<void> = () => Promise.resolve(),
  ) {
    super();
  }
}
