import { Box, Typography } from '@mui/material';
import { Login, LoginForm, useTranslate } from 'react-admin';
import { LanguageMenu } from '../layout/LanguageMenu';

/** SPEC §1 authentication layout: the console's name and a language dropdown above the form. */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login sx={{ backgroundImage: 'linear-gradient(160deg, #0b3d62 0%, #155e8b 60%, #1d7fb8 100%)' }}>
      <Box sx={{ px: 2, pt: 1, textAlign: 'center', maxWidth: 300, mx: 'auto' }}>
        <Typography variant="h6" component="h1">
          {translate('console.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('console.auth.staffOnly')}
        </Typography>
        <Box sx={{ color: 'text.primary', mt: 1 }}>
          <LanguageMenu />
        </Box>
      </Box>
      <LoginForm />
    </Login>
  );
}
