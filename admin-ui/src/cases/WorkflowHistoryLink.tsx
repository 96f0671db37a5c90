import { Button } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Link } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import type { CaseResource } from '../providers/data-provider';

/** The case's Temporal history, in the back office's viewer (`/workflow-history/:kind/:id`). */
export function WorkflowHistoryLink({ kind, id }: { kind: CaseResource; id: string }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: kind, action: 'history' });
  if (!canAccess) return null;
  return (
    <Button size="small" startIcon={<HistoryIcon />} component={Link} to={`/workflow-history/${kind}/${id}`}>
      {translate('console.workflowHistory')}
    </Button>
  );
}
