import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { DatagridConfigurable } from 'react-admin';
import { EmptyState } from './DetailCard';

/**
 * The table of a case list (letters of protest, reimbursement requests): a row opens its case,
 * cases are never handled in bulk, and the columns in `omit` wait in the column chooser.
 */
export function CaseDatagrid({ omit, children }: { omit: string[]; children: ReactNode }) {
  return (
    <DatagridConfigurable
      omit={omit}
      rowClick="show"
      bulkActionButtons={false}
      empty={
        <Box sx={{ p: 2 }}>
          <EmptyState text="common.noData" />
        </Box>
      }
    >
      {children}
    </DatagridConfigurable>
  );
}
