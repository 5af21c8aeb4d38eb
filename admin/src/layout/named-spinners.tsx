import { ThemeProvider, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * react-admin's spinners (the app bar's, a page's while it loads) are progress bars without a name; this
 * names every one "Loading" in the console's language (WCAG 4.1.2). The name is our own key,
 * kindred.loading: react-admin's `ra.page.loading` exists in English and French only.
 */
export const NamedSpinners = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const label = translate('kindred.loading');
  const named = (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiCircularProgress: {
        ...outer.components?.MuiCircularProgress,
        defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
      },
    },
  });
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
};
