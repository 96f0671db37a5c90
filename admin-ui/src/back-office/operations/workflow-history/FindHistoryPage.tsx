import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField } from '@mui/material';
import { Title, useDataProvider, useRedirect, useTranslate } from 'react-admin';
import { CASE_KINDS } from './WorkflowHistoryPage';

/** Opens the workflow history of a case found by its reference (RR-2026-000001, CP-2026-000001). */
export function FindHistoryPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const redirect = useRedirect();
  const [kind, setKind] = useState<(typeof CASE_KINDS)[number]>('reimbursements');
  const [reference, setReference] = useState('');
  const [notFound, setNotFound] = useState(false);

  const find = async () => {
    const { data } = await dataProvider.getList(kind, {
      filter: { q: reference.trim() },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    setNotFound(data.length === 0);
    if (data[0]) redirect(`/workflow-history/${kind}/${data[0].id}`);
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('backOffice.menu.workflowHistory')} />
      <CardContent>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}
          onSubmit={(e) => {
            e.preventDefault();
            void find();
          }}
        >
          <TextField
            select
            size="small"
            value={kind}
            onChange={(e) => setKind(e.target.value as typeof kind)}
          >
            {CASE_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {translate(`backOffice.history.caseKinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('reports.columns.process')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <Button type="submit" variant="contained" disabled={!reference.trim()}>
            {translate('backOffice.history.open')}
          </Button>
        </Box>
        {notFound && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('common.noData')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
