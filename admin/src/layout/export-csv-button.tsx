import { Button, createSvgIcon } from '@mui/material';
import type { MouseEvent } from 'react';
import { useCheckAuth, useListContext, useTranslate } from 'react-admin';
import { API_URL } from '../providers/http-client';

/** Material icon "Download" (the console does not depend on @mui/icons-material). */
const DownloadIcon = createSvgIcon(<path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />, 'Download');

/** `GET /admin/api/<resource>/export.csv` with the list's filter and sort (every row, not one page). */
export function exportCsvUrl(
  resource: string,
  filter: Record<string, unknown>,
  sort: { field: string; order: string } | undefined,
): string {
  const query = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort?.field) query.set('sort', JSON.stringify([sort.field, sort.order]));
  return `${API_URL}/${resource}/export.csv?${query.toString()}`;
}

/** Has the browser fetch and save `href` as `filename`, as a click on a download link does. */
function saveAs(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Downloads every row the list's current filter holds as CSV, in the list's order. The browser fetches
 * the file itself (the admin session cookie goes along) and saves it as the server streams it, so a
 * long export neither waits for nor holds all of its rows. The session is checked first: a browser saves
 * whatever a download link answers, so an expired session would save the server's JSON error as the CSV;
 * instead the admin is taken to the sign-in page, as on any other call. For any list whose resource has an
 * export.
 */
export function ExportCsvButton({ label }: { label: string }) {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const { resource, filterValues, sort, total } = useListContext();
  const href = exportCsvUrl(resource, filterValues ?? {}, sort);
  const filename = `${resource}.csv`;
  const download = (event: MouseEvent) => {
    event.preventDefault();
    // checkAuth signs a signed-out admin out (to the sign-in page, with react-admin's notice)
    checkAuth().then(
      () => saveAs(href, filename),
      () => undefined,
    );
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={href}
      download={filename}
      onClick={download}
      disabled={total === 0}
      data-testid="export-csv"
    >
      {translate(label)}
    </Button>
  );
}
