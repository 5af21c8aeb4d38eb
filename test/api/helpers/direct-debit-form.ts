/** A direct debit form that passes every check (SPEC §3), for a Dutch member. */
export const DIRECT_DEBIT_FORM = {
  account_holder: 'Anna de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Damrak',
  house_number: '1',
  zip: '1012 LG',
  city: 'Amsterdam',
  phone: '06 1234 5678',
  authorization: true,
};
