import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DateField, useRecordContext, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../providers/http-client';

interface DiscountCodeUse {
  order_id: string;
  account_id: number;
  status: string;
  used_at: string;
}

/** Who used the code: the orders holding it (`GET /admin/api/discount_codes/:id/uses`). */
export const DiscountCodeUses = () => {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const { data, isPending, isError } = useQuery({
    queryKey: ['discount_codes', record?.id, 'uses'],
    enabled: record !== undefined,
    queryFn: () =>
      httpClient(`${API_URL}/discount_codes/${String(record!.id)}/uses`).then(
        ({ json }) => json as DiscountCodeUse[],
      ),
  });
  if (isPending) return null;
  if (isError) return <Typography color="error">{translate('kindred.discount_codes.uses_error')}</Typography>;
  if (!data.length) return <Typography>{translate('kindred.discount_codes.no_uses')}</Typography>;
  return (
    <Table size="small" aria-label={translate('kindred.discount_codes.used_by')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('kindred.discount_codes.use.account')}</TableCell>
          <TableCell>{translate('kindred.discount_codes.use.order')}</TableCell>
          <TableCell>{translate('kindred.discount_codes.use.status')}</TableCell>
          <TableCell>{translate('kindred.discount_codes.use.used_at')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((use) => (
          <TableRow key={use.order_id}>
            <TableCell>
              <Link href={`#/members/${use.account_id}/show`}>#{use.account_id}</Link>
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{use.order_id.slice(0, 8)}</TableCell>
            <TableCell>{use.status}</TableCell>
            <TableCell>
              <DateField record={use} source="used_at" showTime />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
