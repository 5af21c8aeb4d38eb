import { integer, list, text } from '../../shared/admin-input/field-rules';

/** Company info of SPEC §3 as an operator edits it (the database's limits). */
export const COMPANY_INFO_RULES = {
  name: text(200, { min: 1 }),
  address: text(300, { min: 1 }),
  kvk: text(32, { min: 1 }),
  city: text(100, { min: 1 }),
  country: text(100, { min: 1 }),
  tradenames: list(text(200, { min: 1 }), { max: 20 }),
  vat_numbers: list(text(40, { min: 2, pattern: /^[A-Z]{2}[A-Z0-9]{2,13}$/ }), { max: 20 }),
  support_phone: text(40, { min: 3, pattern: /^\+?[0-9 ()-]{3,40}$/ }),
  delete_discount: integer(0, 100),
};

export const COMPANY_INFO_READ_ONLY = ['id', 'site_id', 'site_name', 'domain'] as const;
