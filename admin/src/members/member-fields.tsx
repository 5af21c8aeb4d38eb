import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Banned (red) or active, translated. */
export const BanChip = ({ banned }: { banned: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={banned ? 'error' : 'success'}
      label={translate(banned ? 'kindred.members.banned' : 'kindred.members.active')}
      data-testid="member-ban-state"
    />
  );
};

/** The account's activation state, translated. */
export const StatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'activated' ? 'primary' : 'default'}
      label={translate(`kindred.members.status.${status}`, { _: status })}
    />
  );
};
