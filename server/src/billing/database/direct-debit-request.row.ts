/** A direct debit request as it is stored: the form's details, the SMS code's hash and the price. */
export interface NewDirectDebitRequest {
  id: string;
  account_id: number;
  bundle_id: number;
  discount_code: string | null;
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  phone: string;
  code_hash: string;
  code_expires_at: Date;
  amount: number;
  created_at: Date;
}

/** A row of `direct_debit_requests`: a direct debit waiting for its SMS code, or what is left of one. */
export type DirectDebitRequestRow = Omit<NewDirectDebitRequest, 'amount'> & {
  /** Null on requests stored before amounts were kept. */
  amount: number | null;
  attempts: number;
  status: string;
};
