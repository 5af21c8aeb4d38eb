import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { isLocale, type Locale, type MessageKey, translate } from '../i18n/messages';

/**
 * E-mails from Handlebars templates (docs/decisions.md, "Mail templates"). A mail is three files in
 * its owner's template folder: `<name>.subject.hbs`, `<name>.txt.hbs` and `<name>.html.hbs`; the text
 * and HTML bodies are wrapped in the common layout of this folder (`templates/layout.*.hbs`: the site's
 * name and colours, the footer with the company behind the site and, for mails a member can switch off,
 * the unsubscribe link). Texts come from the server's i18n catalogue through `{{t "key" param=value}}`,
 * in the member's language; `{{paragraphs text}}` turns a translated text with blank lines into HTML
 * paragraphs with its links clickable; `{{> button href=… label=…}}` draws a link as a button. HTML is
 * escaped by Handlebars; the subject and text are not.
 */

/** The colours of the member app (web/src/styles/tokens.css), which the mails share. */
export const MAIL_COLOURS = {
  accent: '#d1325a',
  accentStrong: '#a3203f',
  background: '#fbf6f4',
  surface: '#ffffff',
  text: '#231a1e',
  muted: '#655860',
  border: '#eaded9',
} as const;

/** The company behind a site (site's GetCompanyInfoQuery), as the footer shows it. */
export interface MailCompany {
  name: string;
  address: string;
  city: string;
  country: string;
  kvk: string;
  vat_numbers: string[];
  support_phone: string;
}

/** Who a mail comes from: the member's site. */
export interface MailBrand {
  siteName: string;
  /** The site's address links point to (siteLinkBase). */
  siteUrl: string;
  supportEmail: string;
  company: MailCompany | null;
}

export interface MailRenderInput {
  language: string;
  brand: MailBrand;
  /** Values for the template and its texts. */
  params: Record<string, unknown>;
  /** The i18n key of the footer's line saying why the member gets the mail (`mail.footer` when absent). */
  footerKey?: MessageKey;
  /** A one-click unsubscribe link (mails a member can switch off); shown in the footer. */
  unsubscribeUrl?: string;
  /** Where the member changes which mails they get; shown in the footer with the unsubscribe link. */
  settingsUrl?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Links point at the member's own site: PUBLIC_URL when it is that site (or in development, where every
 * site is served from PUBLIC_URL), else https on the site's domain.
 */
export function siteLinkBase(publicUrl: string, domain: string): string {
  const url = new URL(publicUrl);
  if (domain === url.hostname || url.hostname === 'localhost') return url.origin;
  return `https://${domain}`;
}

/** The brand of a mail from the site's settings and its company (null when the site has none). */
export function mailBrand(
  site: { name: string; domain: string; supportEmail: string },
  company: MailCompany | null,
  publicUrl: string,
): MailBrand {
  return {
    siteName: site.name,
    siteUrl: siteLinkBase(publicUrl, site.domain),
    supportEmail: site.supportEmail,
    company,
  };
}

const LAYOUT_FOLDER = join(__dirname, 'templates');
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

type Compiled = Handlebars.TemplateDelegate<TemplateData>;

interface TemplateData {
  locale: Locale;
  params: Record<string, unknown>;
  [key: string]: unknown;
}

/** One Handlebars environment for every mail; templates are compiled once per file and kept. */
export class MailTemplates {
  private static readonly compiled = new Map<string, Compiled>();
  private static readonly html = MailTemplates.environment(false);
  private static readonly plain = MailTemplates.environment(true);

  /** `folder`: where this owner's `<name>.(subject|txt|html).hbs` files are. */
  constructor(private readonly folder: string) {}

  render(template: string, input: MailRenderInput): RenderedMail {
    if (!/^[a-z0-9][a-z0-9_-]*$/.test(template)) throw new Error(`Invalid mail template name: ${template}`);
    const locale: Locale = isLocale(input.language) ? input.language : 'en';
    const data: TemplateData = {
      ...input.params,
      locale,
      params: { site: input.brand.siteName, ...input.params },
      brand: input.brand,
      colours: MAIL_COLOURS,
    };
    const subject = this.file(template, 'subject', true)(data).replace(/\s+/g, ' ').trim();
    const footer = translate(locale, input.footerKey ?? 'mail.footer', { site: input.brand.siteName });
    const layoutData = {
      ...data,
      subject,
      footer,
      unsubscribeUrl: input.unsubscribeUrl,
      settingsUrl: input.settingsUrl,
      company: companyLine(input.brand.company, locale),
      lang: locale,
    };
    const text = MailTemplates.load(
      join(LAYOUT_FOLDER, 'layout.txt.hbs'),
      true,
    )({
      ...layoutData,
      body: this.file(template, 'txt', true)(data).trim(),
    });
    const html = MailTemplates.load(
      join(LAYOUT_FOLDER, 'layout.html.hbs'),
      false,
    )({
      ...layoutData,
      body: new Handlebars.SafeString(this.file(template, 'html', false)(data)),
    });
    return { subject, text: `${text.replace(/\n{3,}/g, '\n\n').trim()}\n`, html };
  }

  private file(template: string, part: 'subject' | 'txt' | 'html', plain: boolean): Compiled {
    return MailTemplates.load(join(this.folder, `${template}.${part}.hbs`), plain);
  }

  private static load(path: string, plain: boolean): Compiled {
    const key = `${plain ? 'plain' : 'html'}:${path}`;
    let compiled = MailTemplates.compiled.get(key);
    if (!compiled) {
      const environment = plain ? MailTemplates.plain : MailTemplates.html;
      compiled = environment.compile<TemplateData>(readFileSync(path, 'utf8'), { noEscape: plain });
      MailTemplates.compiled.set(key, compiled);
    }
    return compiled;
  }

  private static environment(plain: boolean): typeof Handlebars {
    const environment = Handlebars.create();
    environment.registerHelper('t', function (this: unknown, key: string, options: Handlebars.HelperOptions) {
      const root = options.data.root as TemplateData;
      return translate(root.locale, key as MessageKey, textParams({ ...root.params, ...options.hash }));
    });
    environment.registerHelper('paragraphs', (value: unknown) => {
      const text = String(value ?? '');
      if (plain) return text;
      const html = text
        .split(/\n{2,}/)
        .map((paragraph) => `<p style="margin:0 0 16px">${linked(paragraph)}</p>`)
        .join('\n');
      return new Handlebars.SafeString(html);
    });
    environment.registerHelper('eq', (a: unknown, b: unknown) => a === b);
    // (localized texts): texts given per language (an operator's), the member's or else English.
    environment.registerHelper('localized', (texts: unknown, options: Handlebars.HelperOptions) => {
      const byLanguage = (texts ?? {}) as Record<string, unknown>;
      return byLanguage[(options.data.root as TemplateData).locale] ?? byLanguage.en;
    });
    environment.registerHelper('concat', (...values: unknown[]) => values.slice(0, -1).join(''));
    // {{> button href=… label=…}}: a link drawn as the app's button (a plain link in text mails).
    environment.registerPartial(
      'button',
      plain ? '{{label}}: {{href}}' : readFileSync(join(LAYOUT_FOLDER, 'button.html.hbs'), 'utf8'),
    );
    return environment;
  }
}

/** HTML of a plain text: escaped, its links clickable, its line breaks kept. */
function linked(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" style="color:${MAIL_COLOURS.accent}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return (html + escapeHtml(text.slice(last))).replace(/\n/g, '<br>');
}

/** Text made safe inside HTML (element content and quoted attributes). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The placeholders of a translated text: strings and numbers only. */
function textParams(values: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  return params;
}

/** "Name · address, city · country · KvK … · VAT …" in the mail's language, leaving out what is empty. */
function companyLine(company: MailCompany | null, locale: Locale): string {
  if (!company) return '';
  const place = [company.address, company.city].filter(Boolean).join(', ');
  return [
    company.name,
    place,
    company.country,
    company.kvk ? translate(locale, 'mail.company.kvk', { number: company.kvk }) : '',
    company.vat_numbers.length
      ? translate(locale, 'mail.company.vat', { numbers: company.vat_numbers.join(', ') })
      : '',
    company.support_phone,
  ]
    .filter(Boolean)
    .join(' · ');
}
