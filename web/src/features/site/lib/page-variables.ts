import type { CompanyInfo } from '../api/get-companyinfo';
import type { SiteSettings } from '../api/get-settings';

/** Minimum age of members (SPEC §9: `{min_age}`); the platform is for adults only. */
export const MIN_AGE = 18;

export interface PageVariables {
  siteName: string;
  domain: string;
  supportEmail: string;
  refundDays: string;
  minAge: number;
  companyName: string;
  companyAddress: string;
  companyCity: string;
  companyCountry: string;
  kvk: string;
  supportPhone: string;
  vatNumbers: string;
  tradenames: string;
}

function list(value: string[] | string | null | undefined): string {
  if (Array.isArray(value)) return value.filter(Boolean).join(', ');
  return value ?? '';
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The interpolation variables of the static pages (locales/<lng>/pages.json). */
export function buildPageVariables(
  settings: Partial<SiteSettings> | undefined,
  company: Partial<CompanyInfo> | undefined,
): PageVariables {
  return {
    siteName: text(settings?.name),
    domain: text(settings?.domain),
    supportEmail: text(settings?.support_email),
    refundDays: text(settings?.refund_days),
    minAge: MIN_AGE,
    companyName: text(company?.name),
    companyAddress: text(company?.address),
    companyCity: text(company?.city),
    companyCountry: text(company?.country),
    kvk: text(company?.kvk),
    supportPhone: text(company?.support_phone),
    vatNumbers: list(company?.vat_numbers),
    tradenames: list(company?.tradenames),
  };
}

export interface StaticPageSection {
  heading: string;
  body: string[];
}

export interface StaticPageContent {
  title: string;
  intro: string;
  sections: StaticPageSection[];
}

/** Checks the object i18next returned for a page (a missing key comes back as the key string). */
export function asStaticPageContent(value: unknown): StaticPageContent | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.title !== 'string') return null;
  const sections = Array.isArray(v.sections) ? v.sections : [];
  return {
    title: v.title,
    intro: typeof v.intro === 'string' ? v.intro : '',
    sections: sections
      .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object')
      .map((s) => ({
        heading: typeof s.heading === 'string' ? s.heading : '',
        body: Array.isArray(s.body) ? s.body.filter((p): p is string => typeof p === 'string') : [],
      })),
  };
}
