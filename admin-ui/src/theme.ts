import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Calm blues for long days at the screen; dense tables, status colours left to the chips. */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0b5cab', light: '#5b8fd6', dark: '#073e75' },
    secondary: { main: '#155e8b' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    MuiTableCell: { styleOverrides: { sizeSmall: { padding: '6px 10px' } } },
  },
};
