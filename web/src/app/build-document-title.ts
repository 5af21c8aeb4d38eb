export interface DocumentTitleInput {
  routeName: string | undefined;
  /** The page's translated title. */
  pageTitle: string;
  siteName: string | undefined | null;
  /** The site setting index_title. */
  indexTitle: string | undefined | null;
}

/** Home: the site's index_title; elsewhere "<page title> – <site name>". */
export function buildDocumentTitle({
  routeName,
  pageTitle,
  siteName,
  indexTitle,
}: DocumentTitleInput): string {
  if (routeName === 'index') return indexTitle || siteName || pageTitle;
  if (!pageTitle) return siteName ?? '';
  if (!siteName) return pageTitle;
  return `${pageTitle} – ${siteName}`;
}
