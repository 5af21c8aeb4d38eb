const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A whole number as the page's language writes it ("18.519" in Dutch and German, "18,519" in English),
 * not as the browser's own locale would (`toLocaleString()` with no language follows the browser).
 */
export function formatNumber(value: number, language: string): string {
  let format = formatters.get(language);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language);
    } catch {
      format = new Intl.NumberFormat('en');
    }
    formatters.set(language, format);
  }
  return format.format(value);
}
