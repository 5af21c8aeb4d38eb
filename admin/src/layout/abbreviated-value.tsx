import { Box, Tooltip } from '@mui/material';

/** The first `length` characters of an id or hash; the full value on hover, focus and for screen readers. */
export const AbbreviatedValue = ({ value, length }: { value: string | null; length: number }) => {
  if (!value) return null;
  return (
    <Tooltip title={<Box sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{value}</Box>}>
      <Box
        component="span"
        aria-label={value}
        tabIndex={0}
        sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}
      >
        {value.slice(0, length)}…
      </Box>
    </Tooltip>
  );
};
