import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The terms of use and the privacy policy: the portal's public pages, readable before signing in. */
export function LegalLinks({ onBackground = false }: { onBackground?: boolean }) {
  const translate = useTranslate();
  const color = onBackground ? '#fff' : undefined;
  return (
    <Box
      component="nav"
      aria-label={translate('portal.legal.label')}
      sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', p: 2, pt: 0 }}
    >
      <Link href="/pages/manual" variant="body2" sx={{ color }}>
        {translate('portal.menu.termsOfUse')}
      </Link>
      <Link href="/pages/privacy" variant="body2" sx={{ color }}>
        {translate('portal.privacy.title')}
      </Link>
    </Box>
  );
}
