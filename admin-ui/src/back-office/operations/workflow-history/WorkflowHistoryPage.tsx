import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  Link,
  Switch,
  Typography,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Title, useLocaleState, useParams, useTranslate } from 'react-admin';
import type { CaseHistory } from '@claims/contract';
import { API_URL, httpClient } from '../../../providers/http-client';
import { HistoryTable } from './HistoryTable';
import { historyRows, type HistoryEvent } from './history-rows';

export const CASE_KINDS = ['reimbursements', 'protest-letters'] as const;
type CaseKind = (typeof CASE_KINDS)[number];

/** The contract's history, each event read with the fields its type carries. */
type History = Omit<CaseHistory, 'events'> & { events: HistoryEvent[] };

/**
 * A case's workflow history (`/workflow-history/:kind/:id`): the Temporal events in order as
 * readable lines, with the link to the same workflow in the Temporal Web UI for the raw view.
 */
export function WorkflowHistoryPage() {
  const { kind, id } = useParams<{ kind: string; id: string }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const known = (CASE_KINDS as readonly string[]).includes(kind ?? '');
  const [history, setHistory] = useState<History>();
  const [error, setError] = useState<string>();
  const [showAll, setShowAll] = useState(false);

  useEffect(() => {
    if (!known) return;
    let live = true;
    setHistory(undefined);
    httpClient(`${API_URL}/${kind}/${encodeURIComponent(id!)}/history`).then(
      ({ json }) => live && setHistory(json as History),
      (err: Error) => live && setError(err.message),
    );
    return () => {
      live = false;
    };
  }, [kind, id, known, locale]);

  const rows = useMemo(() => historyRows(history?.events ?? []), [history]);
  const shown = showAll ? rows : rows.filter((r) => !r.bookkeeping);
  const title = history
    ? translate('backOffice.history.title', { reference: history.reference })
    : translate('backOffice.menu.workflowHistory');

  if (!known) return <Alert severity="error">{translate('backOffice.history.unknownKind')}</Alert>;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <FormControlLabel
            control={<Switch checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />}
            label={translate('backOffice.history.showAll')}
          />
          {history && (
            <Link href={history.temporalUiUrl} target="_blank" rel="noopener noreferrer">
              {translate('backOffice.history.openInTemporal')} <OpenInNewIcon fontSize="inherit" />
            </Link>
          )}
        </Box>
        {history && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('backOffice.history.summary', {
              caseKind: translate(`backOffice.history.caseKinds.${kind as CaseKind}`),
              reference: history.reference,
              count: rows.length,
            })}
          </Typography>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {!history && !error && <CircularProgress />}
        {history && <HistoryTable rows={shown} />}
      </CardContent>
    </Card>
  );
}
