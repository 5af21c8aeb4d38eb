/** A date (ISO) in the UI language: "22 Nov 2026" / "22. Nov. 2026"; the input when unreadable. */
export function formatDate(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
