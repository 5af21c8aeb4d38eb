/**
 * CSV as RFC 4180 has it (comma, CRLF, quotes doubled), for spreadsheets: a text cell that a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with a
 * single quote. Numbers are written as they are (a negative amount stays a number).
 */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  let text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
