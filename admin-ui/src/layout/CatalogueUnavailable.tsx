import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { interpolate } from '@claims/domain/i18n/interpolate';
import { consoleShellMessages } from '@claims/domain/i18n/screens/console-shell';
import { session } from '../providers/session';
import { reportClientError } from './report-client-error';

/**
 * What the console shows when its catalogue could not load, so nothing else can be said: the
 * crash page's texts (kept out of the catalogue for this) and a fresh load of the console, which
 * fetches the current deploy's chunks. Outside react-admin, since it needs the texts to start.
 */
export function CatalogueUnavailable({ failure }: { failure: unknown }) {
  const texts = consoleShellMessages[session.language()];
  const [reference, setReference] = useState<string>();
  useEffect(() => {
    let current = true;
    void reportClientError(failure, window.location.pathname).then((id) => current && setReference(id));
    return () => {
      current = false;
    };
  }, [failure]);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Alert severity="error" role="alert" sx={{ maxWidth: 720 }}>
        <AlertTitle component="h1">{texts['console.routeError.title']}</AlertTitle>
        <Typography variant="body2">{texts['console.routeError.message']}</Typography>
        {reference ? (
          <Typography variant="caption" component="p" sx={{ mt: 1 }}>
            {interpolate(texts['console.routeError.reference'], { id: reference })}
          </Typography>
        ) : null}
        <Button variant="contained" size="small" sx={{ mt: 2 }} href="/admin/">
          {texts['console.routeError.home']}
        </Button>
      </Alert>
    </Box>
  );
}
