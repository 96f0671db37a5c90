import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { OFFICE_KEYS, protest, reimbursement, type OfficeKey } from '@claims/domain';
import { API_URL, httpClient } from '../../providers/http-client';
import { MoneyInput, QuantityInput } from '../../inputs/NumberInputs';
import {
  daysToMs,
  msToDays,
  numberFromInput,
  numberToInput,
  settingsChanges,
  settingsValidators,
  type Settings,
} from './settings-model';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: 2 };

/**
 * The operator's rules (MASTER): per office the notice period and the case timers, which
 * workflows read when a case starts; the default authority limit and the carrier notice e-mail.
 */
export function SettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [settings, setSettings] = useState<Settings>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    httpClient(`${API_URL}/settings`).then(
      ({ json }) => setSettings(json as Settings),
      (err: Error) => setError(err.message),
    );
  }, []);

  const save = async (values: Record<string, unknown>) => {
    const changes = settingsChanges(settings!, values as unknown as Settings);
    if (!Object.keys(changes).length) return;
    try {
      const { json } = await httpClient(`${API_URL}/settings`, {
        method: 'PUT',
        body: JSON.stringify(changes),
      });
      setSettings(json as Settings);
      notify('backOffice.settings.saved', { type: 'success' });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };

  const v = (message: (value: unknown) => string | undefined) => (value: unknown) => {
    const key = message(value);
    return key ? translate(key) : undefined;
  };
  const timer = (office: OfficeKey, group: string, name: string) => (
    <QuantityInput
      key={name}
      source={`offices.${office}.${group}.${name}`}
      label={translate(`backOffice.settings.timers.${name}`)}
      format={msToDays}
      parse={daysToMs}
      validate={v(settingsValidators.duration)}
    />
  );

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!settings) return <CircularProgress />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('backOffice.settings.title')} />
      <Form record={settings as never} onSubmit={save}>
        {/* A long page: saving is at hand at its top as well as at its end. */}
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {translate('backOffice.settings.title')}
          </Typography>
          <SaveButton />
        </Box>
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('backOffice.settings.general')}
            </Typography>
            <Box sx={grid}>
              <MoneyInput
                source="authorityLimit"
                currency="BRL"
                label={translate('backOffice.settings.authorityLimit')}
                validate={v(settingsValidators.authorityLimit)}
              />
              <TextInput source="carrierNotice.carrier" label={translate('backOffice.settings.carrier')} />
              <TextInput
                source="carrierNotice.email"
                label={translate('backOffice.settings.carrierEmail')}
                validate={v(settingsValidators.email)}
              />
            </Box>
          </CardContent>
        </Card>
        {OFFICE_KEYS.map((office) => (
          <Card key={office} sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('backOffice.settings.office', { office: translate(`codes.offices.${office}`) })}
              </Typography>
              <Box sx={grid}>
                <QuantityInput
                  source={`offices.${office}.noticeDays`}
                  label={translate('backOffice.settings.noticeDays')}
                  format={numberToInput}
                  parse={numberFromInput}
                  validate={v(settingsValidators.noticeDays)}
                />
              </Box>
              <Typography variant="subtitle2" component="h3">
                {translate('backOffice.settings.reimbursementTimers')}
              </Typography>
              <Box sx={grid}>
                {reimbursement.REIMBURSEMENT_TIMER_KEYS.map((t) => timer(office, 'reimbursementTimers', t))}
              </Box>
              <Typography variant="subtitle2" component="h3">
                {translate('backOffice.settings.protestTimers')}
              </Typography>
              <Box sx={grid}>{protest.PROTEST_TIMER_KEYS.map((t) => timer(office, 'protestTimers', t))}</Box>
            </CardContent>
          </Card>
        ))}
        <SaveButton />
      </Form>
    </Box>
  );
}
