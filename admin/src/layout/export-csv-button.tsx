import { Button, createSvgIcon } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
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

/**
 * Downloads every row the list's current filter holds as CSV, in the list's order. The browser fetches
 * the file itself (the admin session cookie goes along) and saves it as the server streams it, so a
 * long export neither waits for nor holds all of its rows. For any list whose resource has an export.
 */
export function ExportCsvButton({ label }: { label: string }) {
  const translate = useTranslate();
  const { resource, filterValues, sort, total } = useListContext();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={exportCsvUrl(resource, filterValues ?? {}, sort)}
      download={`${resource}.csv`}
      disabled={total === 0}
      data-testid="export-csv"
    >
      {translate(label)}
    </Button>
  );
}
