import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatters } from '../../i18n/format';
import type { DashboardFigures } from './figures';

/**
 * The dashboard's three charts; a module of its own so recharts loads lazily. Bars are drawn
 * without animation: figures are read at a glance, and a screenshot never catches them half-grown.
 */
export default function DashboardCharts({ figures }: { figures: DashboardFigures }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const byStatus = figures.openByStatus.map((s) => ({
    label: translate(`codes.analysisStatuses.${s.status}`),
    count: s.count,
  }));
  const byTeam = figures.openByTeam.map((t) => ({
    label: t.team ? translate(`codes.teams.${t.team}`) : translate('backOffice.dashboard.noTeam'),
    count: t.count,
  }));
  const { number, month, wholeMoney } = formatters(locale);
  const amounts = figures.amountsByMonth.map((m) => ({
    month: month(m.month),
    claimed: Number(m.claimedBrl),
    paid: Number(m.paidBrl),
  }));
  const brl = (v: number) => wholeMoney(v, 'BRL');
  const count = translate('backOffice.dashboard.count');

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 2, mt: 2 }}>
      <ChartCard title={translate('backOffice.dashboard.openByStatus')}>
        <BarChart data={byStatus} layout="vertical" margin={{ left: 24 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} tickFormatter={number} />
          <YAxis type="category" dataKey="label" width={200} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => number(Number(v))} />
          <Bar dataKey="count" name={count} fill="#1976d2" maxBarSize={32} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard title={translate('backOffice.dashboard.openByTeam')}>
        <BarChart data={byTeam}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} tickFormatter={number} />
          <Tooltip formatter={(v) => number(Number(v))} />
          <Bar dataKey="count" name={count} fill="#2e7d32" maxBarSize={64} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard title={translate('backOffice.dashboard.amountsByMonth')}>
        <BarChart data={amounts} margin={{ left: 24 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis tickFormatter={brl} width={100} />
          <Tooltip formatter={(v) => brl(Number(v))} />
          <Legend />
          <Bar
            dataKey="claimed"
            name={translate('backOffice.dashboard.claimed')}
            fill="#ed6c02"
            maxBarSize={24}
          />
          <Bar
            dataKey="paid"
            name={translate('backOffice.dashboard.paid')}
            fill="#2e7d32"
            maxBarSize={24}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartCard>
    </Box>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        <ResponsiveContainer width="100%" height={300}>
          {children as React.ReactElement}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
