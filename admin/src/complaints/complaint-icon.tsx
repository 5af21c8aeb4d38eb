import { createSvgIcon } from '@mui/material';

/** Material icon "Flag" (the console does not depend on @mui/icons-material). */
export const ComplaintIcon = createSvgIcon(<path d="M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z" />, 'Flag');
