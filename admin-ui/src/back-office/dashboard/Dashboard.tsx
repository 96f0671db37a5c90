import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { formatters } from '../../i18n/format';
import { API_URL, httpClient } from '../../providers/http-client';
import type { DashboardFigures } from './figures';

// recharts is most of the dashboard's weight: it loads after the console's first screen.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** The console's home: the KPI figures as cards and charts (SPEC §2 /admin/dashboard). */
export function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [figures, setFigures] = useState<DashboardFigures>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    httpClient(`${API_URL}/dashboard`).then(
      ({ json }) => live && setFigures(json as DashboardFigures),
      (err: Error) => live && setError(err.message),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  const { number } = formatters(locale);
  const days = (n: number | null) =>
    n === null
      ? '—'
      : translate('backOffice.dashboard.days', {
          count: Math.round(n * 10) / 10,
          days: number(Math.round(n * 10) / 10),
        });
  const share = formatters(locale, '—').percent;

  const kpis = (f: DashboardFigures) => [
    { label: 'backOffice.dashboard.medianDaysToFirstAnswer', value: days(f.medianDaysToFirstAnswer) },
    { label: 'backOffice.dashboard.medianDaysToClose', value: days(f.medianDaysToClose) },
    {
      label: 'backOffice.dashboard.slaShare',
      value: share(f.sla.share),
      detail: translate('backOffice.dashboard.slaDetail', {
        within: number(f.sla.withinSla),
        decided: number(f.sla.decided),
      }),
    },
    { label: 'backOffice.dashboard.timeBarWithin30Days', value: number(f.timeBarWithin30Days) },
    { label: 'backOffice.dashboard.lateProtestLetters', value: number(f.lateProtestLetters) },
  ];

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('backOffice.dashboard.title')} />
      {error && <Alert severity="error">{error}</Alert>}
      {!figures && !error && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {figures && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
            {kpis(figures).map(({ label, value, detail }) => (
              <Kpi key={label} label={translate(label)} value={value} detail={detail} />
            ))}
          </Box>
          <Suspense fallback={<CircularProgress sx={{ mt: 2 }} />}>
            <DashboardCharts figures={figures} />
          </Suspense>
        </>
      )}
    </Box>
  );
}

function Kpi({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
