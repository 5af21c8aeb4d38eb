import { AccountErased } from '../../../identity/identity.contracts';
import { ErasesAccountRows } from '../../../shared/outbox/account-erasure';
import { HandlesOutboxEvent } from '../../../shared/outbox/outbox-handler';
import { eraseComplaintsOf } from '../database/complaints-data-export';
import { eraseDataExportsOf } from '../database/data-exports.repository';

/** Erasure removes the member's data exports (archives included) and the complaints they filed or that name them. */
@HandlesOutboxEvent(AccountErased)
export class EraseComplianceDataOnErasure extends ErasesAccountRows(eraseDataExportsOf, eraseComplaintsOf) {}
