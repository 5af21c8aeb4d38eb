import { formatBadge } from '../lib/format-badge';

export interface DocumentTitleInput {
  routeName: string | undefined;
  /** The page's translated title. */
  pageTitle: string;
  siteName: string | undefined | null;
  /** The site setting index_title. */
  indexTitle: string | undefined | null;
  /** Unread messages plus new likes (SPEC §2): a "(n) " prefix when above zero. */
  count?: number;
}

/** Home: the site's index_title; elsewhere "<page title> – <site name>"; with "(n) " before it while n > 0. */
export function buildDocumentTitle({ count = 0, ...input }: DocumentTitleInput): string {
  const title = baseTitle(input);
  const badge = formatBadge(count);
  return badge && title ? `(${badge}) ${title}` : title;
}

function baseTitle({ routeName, pageTitle, siteName, indexTitle }: DocumentTitleInput): string {
  if (routeName === 'index') return indexTitle || siteName || pageTitle;
  if (!pageTitle) return siteName ?? '';
  if (!siteName) return pageTitle;
  return `${pageTitle} – ${siteName}`;
}
