import { createSvgIcon } from '@mui/material';

/** Material icon "PhotoLibrary" (the console does not depend on @mui/icons-material). */
export const PhotoIcon = createSvgIcon(
  <path d="M22 16V4c0-1.1-.9-2-2-2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2m-11-4 2.03 2.71L16 11l4 5H8zM2 6v14c0 1.1.9 2 2 2h14v-2H4V6z" />,
  'PhotoLibrary',
);
