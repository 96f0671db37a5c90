import { useEffect, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Layout, useLocaleState, useTranslate } from 'react-admin';
import { session } from '../providers/session';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';
import { NotificationsProvider } from './notifications/NotificationsProvider';
import { RouteError } from './RouteError';

/** The language the user chose (profile or switch) wins over whatever the console started in. */
function LocaleFromSession() {
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    const chosen = session.language();
    if (chosen !== locale) setLocale(chosen);
    document.documentElement.lang = chosen;
  }, [locale, setLocale]);
  return null;
}

function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="caption">{translate('console.footer')}</Typography>
    </Box>
  );
}

/** SPEC §1 main layout: top bar, sidebar, loading indicator, the routed view and a footer. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <LocaleFromSession />
      {/* react-admin sizes the layout to fit its content; a wide table scrolls inside the page instead. */}
      <Layout
        appBar={ConsoleAppBar}
        menu={ConsoleMenu}
        error={RouteError}
        sx={{
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        }}
      >
        {children}
        <Footer />
      </Layout>
    </NotificationsProvider>
  );
}
