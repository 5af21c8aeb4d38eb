/** GET /api/companyinfo.php: the operating company of the site, for the footer, terms and invoices. */
export class CompanyInfoResponse {
  name: string;
  address: string;
  /** Chamber of commerce number. */
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  /** Percent off offered to a member who is about to delete the account. */
  delete_discount: number;
}
