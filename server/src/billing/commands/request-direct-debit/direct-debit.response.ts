/** A direct-debit request waiting for its SMS code. */
export class DirectDebitRequestResponse {
  id: string;
  /** Masked: only the last digits show. */
  phone: string;
  /** Masked: only the last four characters show. */
  iban: string;
  amount: number;
  currency: string;
  credits: number;
  expires_at: string;
}

export class CitySuggestionResponse {
  city?: string;
}

/**
 * `POST /api/directdebit.php`: `request` once the code is sent; with `?validate=1` only `ok` and
 * `suggestions` (a corrected city) and nothing is sent.
 */
export class DirectDebitAnswer {
  request?: DirectDebitRequestResponse;
  ok?: boolean;
  suggestions?: CitySuggestionResponse;
}
