import { createSvgIcon } from '@mui/material';

/** Material icon "LocalOffer" (the console does not depend on @mui/icons-material). */
export const DiscountCodeIcon = createSvgIcon(
  <path d="m21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M5.5 7C4.67 7 4 6.33 4 5.5S4.67 4 5.5 4 7 4.67 7 5.5 6.33 7 5.5 7" />,
  'LocalOffer',
);
