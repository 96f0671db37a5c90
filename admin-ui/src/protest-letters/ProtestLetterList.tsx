import { Box, Chip, Stack } from '@mui/material';
import {
  AutocompleteInput,
  DatagridConfigurable,
  FilterButton,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  SelectColumnsButton,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { codeChoices } from '../cases/code-choices';
import { EmptyState } from '../cases/DetailCard';
import { StatusChip } from '../cases/StatusChip';
import { DateTime, Day } from '../i18n/Figures';
import type { ProtestLetterDetail } from './types';
import { SpecPagination } from '../layout/SpecPagination';
import { DEFAULT_PAGE_SIZE } from '@claims/domain';
import { searchesPastTwoCharacters, suggestsPastTwoCharacters } from '../inputs/remote-search';

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
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('console.protestLetters.search')}
      sx={{ minWidth: 340 }}
    />,
    <SelectInput
      key="status"
      source="status"
      label="resources.protest-letters.fields.status"
      choices={codeChoices('protestStatuses', translate)}
    />,
    <SelectInput
      key="office"
      source="office"
      label="resources.protest-letters.fields.office"
      choices={codeChoices('offices', translate)}
    />,
    <ReferenceInput
      key="clientId"
      source="clientId"
      reference="clients"
      sort={{ field: 'name', order: 'ASC' }}
      enableGetChoices={searchesPastTwoCharacters}
    >
      <AutocompleteInput
        label="resources.protest-letters.fields.clientName"
        optionText="name"
        shouldRenderSuggestions={suggestsPastTwoCharacters}
      />
    </ReferenceInput>,
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
      sort={{ field: 'createdAt', order: 'DESC' }}
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
      <DatagridConfigurable
        omit={['protocol', 'office', 'billOfLading', 'portOfDischargeName']}
        rowClick="show"
        bulkActionButtons={false}
        empty={
          <Box sx={{ p: 2 }}>
            <EmptyState text="common.noData" />
          </Box>
        }
      >
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
      </DatagridConfigurable>
    </List>
  );
}
