import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { LanguageMenu } from '../layout/LanguageMenu';
import { LegalLinks } from './LegalLinks';

/** The console's colours behind every screen before sign-in. */
export const AUTH_BACKGROUND = 'linear-gradient(160deg, #0b3d62 0%, #155e8b 60%, #1d7fb8 100%)';

/**
 * A console screen before sign-in (forgot password, create password) in the login page's look:
 * the console's name, the language dropdown, then the screen's own form.
 */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        backgroundImage: AUTH_BACKGROUND,
      }}
    >
      <Card component="main" sx={{ width: 'min(100% - 2rem, 400px)', mt: '6em' }}>
        <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar>
            <LockIcon />
          </Avatar>
        </Box>
        <Box sx={{ px: 2, textAlign: 'center' }}>
          <ConsoleNameAndLanguage component="p" />
        </Box>
        <CardContent>
          <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Box component="footer" sx={{ mt: 'auto', pt: 2 }}>
        <LegalLinks onBackground />
      </Box>
    </Box>
  );
}

/**
 * The console's name over the language dropdown, heading every screen before sign-in (SPEC §1),
 * `children` between them. The name is the login page's h1; a screen with a title of its own
 * keeps the h1 for that title.
 */
export function ConsoleNameAndLanguage({
  component,
  children,
}: {
  component: 'h1' | 'p';
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component={component}>
        {translate('console.title')}
      </Typography>
      {children}
      <Box sx={{ color: 'text.primary', mt: 1 }}>
        <LanguageMenu />
      </Box>
    </>
  );
}

/** The way back to the login page, below the forms of the screens before sign-in. */
export function BackToLogin() {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to="/login" variant="body2" sx={{ textAlign: 'center' }}>
      {translate('portal.backToLogin')}
    </Link>
  );
}
