/** The company behind a site (`GET /admin/api/company_info`); `id` is the site's id. */
export class CompanyInfoAdminResponse {
  id: number;
  site_id: number;
  site_name: string;
  domain: string;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  delete_discount: number;
}
