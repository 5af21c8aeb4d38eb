const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, language: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { style: 'currency', currency });
    } catch {
      // an unknown language tag: the currency still formats in English
      format = new Intl.NumberFormat('en', { style: 'currency', currency });
    }
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount in minor units (the API's money: 7999 = €79.99) in the member's currency, written the way
 * the UI language writes it: "€79.99" (en), "79,99 €" (de), "€ 79,99" (nl).
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const format = formatter(currency, language);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
