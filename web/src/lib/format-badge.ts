/** Badges cap at 99+ (SPEC §9). Returns null when there is nothing to show. */
export function formatBadge(count: number | null | undefined): string | null {
  if (!count || count < 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
