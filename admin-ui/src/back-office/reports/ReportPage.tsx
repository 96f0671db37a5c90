import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Loading, Title, useGetOne, useLocaleState, useNotify, useParams, useTranslate } from 'react-admin';
import { REPORT_COLUMNS } from '@claims/domain';
import type { ReportDetail } from '@claims/contract';
import { downloadFile } from '../../providers/http-client';
import { isFinished, reportFileName } from './report-types';
import { ReportStatus } from './ReportStatus';
import { formatters } from '../../i18n/format';

const POLL_MS = 1_000;

/**
 * One report (`/reports/:id`, where the notification's "Ver" leads): its progress while the
 * worker builds it, polled, then its rows and the CSV and XLSX downloads.
 */
export function ReportPage() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [downloading, setDownloading] = useState(false);
  const { data: report, error } = useGetOne<ReportDetail>(
    'reports',
    { id: id! },
    { refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : POLL_MS) },
  );
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!report) return <Loading />;

  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(true);
    try {
      await downloadFile(`/reports/${report.id}/download?format=${format}`, reportFileName(report, format));
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  // Right after the request, react-admin's cache holds the created summary, which has no rows yet.
  const rows = report.rows ?? [];
  const date = (iso: string | null) => formatters(locale).date(iso) || '—';

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={report.title} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h1">
            {report.title}
          </Typography>
          <ReportStatus status={report.status} progress={report.progress} />
          <Box sx={{ flex: 1 }} />
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={report.status !== 'DONE' || downloading}
              onClick={() => download(format)}
            >
              {translate(`backOffice.reports.download.${format}`)}
            </Button>
          ))}
        </Box>
        {report.status === 'FAILED' && <Alert severity="error">{report.error}</Alert>}
        {report.status === 'DONE' && rows.length === 0 && (
          <Typography color="text.secondary">{translate('common.noData')}</Typography>
        )}
        {rows.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                {REPORT_COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`reports.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.caseId}>
                  {/* A reference and its dates never break inside (issue 16). */}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.process}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(row.created)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(row.closed)}</TableCell>
                  <TableCell align="right">{formatters(locale).number(row.elapsedDays)}</TableCell>
                  <TableCell>{row.processStatus}</TableCell>
                  <TableCell>{row.analysisStatus}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
