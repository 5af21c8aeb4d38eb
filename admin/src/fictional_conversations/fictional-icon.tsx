import { createSvgIcon } from '@mui/material';

/** Material icon "Forum" (the console does not depend on @mui/icons-material). */
export const FictionalIcon = createSvgIcon(
  <path d="M21 6h-2v9H6v2c0 .55.45 1 1 1h11l4 4V7c0-.55-.45-1-1-1m-4 6V3c0-.55-.45-1-1-1H3c-.55 0-1 .45-1 1v14l4-4h10c.55 0 1-.45 1-1" />,
  'Forum',
);
