import { Box, Chip, Stack } from '@mui/material';
import {
  FilterButton,
  FunctionField,
  List,
  NullableBooleanInput,
  TextField,
  TextInput,
  SelectColumnsButton,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { CaseDatagrid } from '../cases/CaseDatagrid';
import { EmptyState } from '../cases/DetailCard';
import { StatusChip } from '../cases/StatusChip';
import { DateTime, Day } from '../i18n/Figures';
import type { ProtestLetterDetail } from './types';
import { SpecPagination } from '../layout/SpecPagination';
import { DEFAULT_PAGE_SIZE } from '@claims/domain';
import { clientFilter, codeFilter, searchFilter } from '../cases/list-filters';
import { CASE_LIST_DEFAULT_SORT } from '../cases/case-list-sort';

export function LateNoticeChip() {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      label={translate('console.protestLetters.lateNotice')}
    />
  );
}

function useProtestFilters() {
  const translate = useTranslate();
  return [
    searchFilter(translate('console.protestLetters.search'), 340),
    codeFilter('status', 'resources.protest-letters.fields.status', 'protestStatuses', translate),
    codeFilter('office', 'resources.protest-letters.fields.office', 'offices', translate),
    clientFilter('resources.protest-letters.fields.clientName'),
    <TextInput key="containerNumber" source="containerNumber" label="console.fields.containerNumber" />,
    <NullableBooleanInput key="lateNotice" source="lateNotice" label="console.protestLetters.lateNotice" />,
  ];
}

/** Letters of protest and their inspections, newest first; a late notice stands out. */
export function ProtestLetterList() {
  const translate = useTranslate();
  return (
    <List
      pagination={<SpecPagination />}
      perPage={DEFAULT_PAGE_SIZE}
      filters={useProtestFilters()}
      sort={CASE_LIST_DEFAULT_SORT}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <SelectColumnsButton />
        </TopToolbar>
      }
      empty={
        <Box sx={{ p: 4 }}>
          <EmptyState text="console.protestLetters.empty" />
        </Box>
      }
    >
      {/* Essential columns first; the others wait in the column chooser, so 1280 px holds the list. */}
      <CaseDatagrid omit={['protocol', 'office', 'billOfLading', 'portOfDischargeName']}>
        <TextField source="reference" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} />
        <FunctionField
          source="status"
          render={(r: ProtestLetterDetail) => (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <StatusChip family="protestStatuses" status={r.status} />
              {r.lateNotice ? <LateNoticeChip /> : null}
            </Stack>
          )}
        />
        <TextField source="clientName" sortable={false} />
        <FunctionField
          source="ship"
          render={(r: ProtestLetterDetail) => [r.ship, r.voyage].filter(Boolean).join(' / ')}
        />
        <FunctionField
          source="dischargeDate"
          render={(r: ProtestLetterDetail) => <Day day={r.dischargeDate} />}
        />
        <FunctionField source="filedAt" render={(r: ProtestLetterDetail) => <DateTime at={r.filedAt} />} />
        <TextField source="protocol" sortable={false} />
        <FunctionField
          source="office"
          sortable={false}
          render={(r: ProtestLetterDetail) => translate(`codes.offices.${r.office}`, { _: r.office })}
        />
        <TextField source="billOfLading" sortable={false} />
        <TextField source="portOfDischargeName" sortable={false} />
      </CaseDatagrid>
    </List>
  );
}
