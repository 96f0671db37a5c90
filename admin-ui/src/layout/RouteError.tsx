import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import { Title, useTranslate, type ErrorProps } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { reportClientError } from './report-client-error';

/**
 * What a screen shows when it breaks (react-admin's Layout `error`: one boundary around the
 * routed view, reset when the route changes): a message in the user's language and a way back,
 * never a stack trace. The menu and top bar stay usable; the error goes to the api's log.
 */
export function RouteError({ error }: ErrorProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [reference, setReference] = useState<string>();

  useEffect(() => {
    let current = true;
    void reportClientError(error ?? new Error('unknown'), `${pathname}${search}`).then((id) => {
      if (current) setReference(id);
    });
    return () => {
      current = false;
    };
    // Reported for the route it happened on; leaving the route unmounts this page.
  }, [error]);

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('console.routeError.title')} />
      <Alert severity="error" role="alert">
        <AlertTitle component="h1">{translate('console.routeError.title')}</AlertTitle>
        <Typography variant="body2">{translate('console.routeError.message')}</Typography>
        {reference ? (
          <Typography variant="caption" component="p" sx={{ mt: 1 }}>
            {translate('console.routeError.reference', { id: reference })}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" size="small" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            {translate('console.routeError.back')}
          </Button>
          <Button size="small" startIcon={<HomeIcon />} onClick={() => navigate('/')}>
            {translate('console.routeError.home')}
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
