import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default theme brought to WCAG AA contrast (4.5:1; 3:1 for large text): its blues darkened
 * (white on the app bar and on filled buttons, blue text buttons and chips on the page: #2196f3, #1976d2
 * and #0288d1 gave 3.1, 4.4 and 3.9), and the grey of an empty list's and the not-found page's message
 * (text.disabled, or half opacity: 2.7) made the secondary text colour. The warning orange (an open
 * complaint's, a refund's and another agent's claim's chips, white on #ed6c02: 3.1) darkened to 5.0.
 */
const BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' };
const INFO = { light: '#4f83cc', main: '#01579b', dark: '#002f6c', contrastText: '#fff' };
const WARNING = { light: '#ff9800', main: '#b45309', dark: '#92400e', contrastText: '#fff' };
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';

export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: BLUE, secondary: BLUE, info: INFO, warning: WARNING },
  components: {
    ...defaultTheme.components,
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: SECONDARY_TEXT } } } },
    RaNotFound: {
      styleOverrides: { root: { '& .RaNotFound-message': { opacity: 1, color: SECONDARY_TEXT } } },
    },
  },
};
