import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Login, LoginForm, useTranslate } from 'react-admin';
import { AUTH_BACKGROUND, ConsoleNameAndLanguage } from './AuthFrame';
import { LegalLinks } from './LegalLinks';

/** SPEC §1 authentication layout: the console's name and a language dropdown above the form. */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login sx={{ backgroundImage: AUTH_BACKGROUND }}>
      <Box sx={{ px: 2, pt: 1, textAlign: 'center', maxWidth: 300, mx: 'auto' }}>
        <ConsoleNameAndLanguage component="h1">
          <Typography variant="body2" color="text.secondary">
            {translate('console.auth.staffOnly')}
          </Typography>
        </ConsoleNameAndLanguage>
      </Box>
      <LoginForm />
      {/* The console's own screen, in its language; the e-mailed link comes back to the console. */}
      <Box sx={{ px: 2, pb: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/auth/forgot-password" variant="body2">
          {translate('portal.login.forgot')}
        </Link>
      </Box>
      <LegalLinks />
    </Login>
  );
}
