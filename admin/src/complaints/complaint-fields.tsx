import type { MouseEvent } from 'react';
import { Button, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ValueChip } from '../layout/value-chip';
import type { Complaint, ComplaintStatus } from './types';

const STATUS_COLOURS: Record<ComplaintStatus, ChipProps['color']> = {
  open: 'warning',
  resolved: 'success',
  dismissed: 'default',
};

/** The complaint's state as a chip, in the console's language. */
export const StatusChip = ({ status }: { status: ComplaintStatus }) => (
  <ValueChip
    value={status}
    colours={STATUS_COLOURS}
    labelPrefix="kindred.complaints.status"
    testId="complaint-status"
  />
);

/** The reason, in the console's language. */
export const ReasonText = ({ complaint }: { complaint: Complaint }) => {
  const translate = useTranslate();
  return <>{translate(`kindred.complaints.reason.${complaint.reason}`, { _: complaint.reason })}</>;
};

/** The reported member: name (as when filed) and profile id. */
export const TargetMember = ({ complaint }: { complaint: Complaint }) => (
  <Typography component="span" variant="body2">
    {complaint.target_name || '—'}{' '}
    <Typography component="span" variant="body2" color="text.secondary">
      #{complaint.target_profile_id}
    </Typography>
  </Typography>
);

/** The complaints list filtered to one reported member. */
export const complaintsAgainstPath = (profileId: number) => ({
  pathname: '/complaints',
  search: `?filter=${encodeURIComponent(JSON.stringify({ target_profile_id: profileId }))}`,
});

/**
 * How many complaints there are against the reported member (open ones first), as a link to all of
 * them: repeated reports against one member stand out in the list.
 */
export const ReportsAgainst = ({ complaint }: { complaint: Complaint }) => {
  const translate = useTranslate();
  const count = translate('kindred.complaints.reports_count', {
    smart_count: complaint.reports_against,
    open: complaint.open_reports_against,
  });
  // The name starts with the visible count (WCAG 2.5.3, label in name: speech input says what it sees).
  const name = `${count}: ${translate('kindred.complaints.all_against', { name: complaint.target_name })}`;
  return (
    <Button
      component={Link}
      size="small"
      to={complaintsAgainstPath(complaint.target_profile_id)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => event.stopPropagation()}
      color={complaint.open_reports_against > 1 ? 'warning' : 'primary'}
      data-testid="complaint-reports-against"
      aria-label={name}
    >
      {count}
    </Button>
  );
};

/** A long text shortened to one line in the list (in full on hover). */
export const ShortText = ({ text }: { text: string }) => (
  <Typography
    component="span"
    variant="body2"
    title={text}
    sx={{
      display: 'inline-block',
      maxWidth: 260,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      verticalAlign: 'bottom',
    }}
  >
    {text || '—'}
  </Typography>
);
