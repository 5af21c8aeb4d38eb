import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditLogEntry } from '../providers/types';

/** Who made the change: the admin's e-mail, or the id when the account is gone. */
export const AdminName = ({ entry }: { entry: AuditLogEntry }) => {
  const translate = useTranslate();
  return (
    <span data-testid="audit-admin">
      {entry.admin_email ?? translate('kindred.audit_log.unknown_admin', { id: entry.admin_id })}
    </span>
  );
};

const show = (value: unknown): string =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The record before and after, field by field; the fields that changed stand out. A creation has no
 * "before", a deletion no "after".
 */
export const Changes = ({ entry }: { entry: AuditLogEntry }) => {
  const translate = useTranslate();
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0)
    return <Typography variant="body2">{translate('kindred.audit_log.nothing')}</Typography>;
  return (
    <Table size="small" aria-label={translate('kindred.audit_log.changes')} data-testid="audit-changes">
      <TableHead>
        <TableRow>
          <TableCell>{translate('kindred.audit_log.field')}</TableCell>
          <TableCell>{translate('kindred.audit_log.before')}</TableCell>
          <TableCell>{translate('kindred.audit_log.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => {
          const changed = show(before[field]) !== show(after[field]);
          const weight = changed ? 600 : undefined;
          return (
            <TableRow key={field} data-testid={`audit-field-${field}`} selected={changed}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{field}</TableCell>
              <TableCell sx={{ fontWeight: weight, wordBreak: 'break-word' }}>
                {entry.before ? show(before[field]) : '—'}
              </TableCell>
              <TableCell sx={{ fontWeight: weight, wordBreak: 'break-word' }}>
                {entry.after ? show(after[field]) : '—'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
