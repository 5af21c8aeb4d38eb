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

/** How many minor units a currency has (2 for EUR: 1999 = 19.99; 0 for JPY). */
export function minorDigits(currency: string): number {
  return formatter(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount in minor units (the API's money: 1999 = €19.99) in the currency's local notation for the
 * UI language: "€19.99" (en), "19,99 €" (de), "€ 19,99" (nl), "44,99 zł" (pl).
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  return formatter(currency, language).format(minor / 10 ** minorDigits(currency));
}
