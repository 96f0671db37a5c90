import { useMemo } from 'react';
import { Box, Chip, Tooltip } from '@mui/material';
import {
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  SelectColumnsButton,
  TextField,
  TopToolbar,
  downloadCSV,
  useLocaleState,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { StatusChip } from '../cases/StatusChip';
import { CaseDatagrid } from '../cases/CaseDatagrid';
import { EmptyState } from '../cases/DetailCard';
import { Day, DateTime, Money, OfficeDay } from '../i18n/Figures';
import { daysUntil, formatters } from '../i18n/format';
import {
  ReimbursementSavedFilters,
  TIME_BAR_WINDOW_DAYS,
  useReimbursementFilters,
} from './ReimbursementFilters';
import type { ReimbursementDetail } from './types';
import { SpecPagination } from '../layout/SpecPagination';
import { DEFAULT_PAGE_SIZE, csvText } from '@claims/domain';
import { CASE_LIST_DEFAULT_SORT } from '../cases/case-list-sort';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The CSV a spreadsheet opens: localized headers and labels, amounts as the api's decimals. */
function csvExporter(translate: Translate, locale: string): Exporter<ReimbursementDetail> {
  const format = formatters(locale);
  const column = (field: string) => translate(`resources.reimbursements.fields.${field}`);
  const columns: [field: string, cell: (r: ReimbursementDetail) => string][] = [
    ['reference', (r) => r.reference],
    ['analysisStatus', (r) => translate(`codes.analysisStatuses.${r.analysisStatus}`)],
    ['clientName', (r) => r.clientName ?? ''],
    ['office', (r) => translate(`codes.offices.${r.office}`)],
    ['team', (r) => (r.team ? translate(`codes.teams.${r.team}`) : '')],
    ['blOrCte', (r) => r.blOrCte ?? ''],
    ['containers', (r) => r.containers.join(' ')],
    ['totalBrl', (r) => r.totalBrl ?? ''],
    ['timeBarDate', (r) => format.day(r.timeBarDate)],
    ['slaBreached', (r) => translate(r.slaBreached ? 'common.yes' : 'common.no')],
    ['createdAt', (r) => format.dateTime(r.createdAt)],
  ];
  return (records) =>
    downloadCSV(
      csvText(
        columns.map(([field]) => column(field)),
        records.map((r) => columns.map(([, cell]) => cell(r))),
      ),
      'reimbursements',
    );
}

function TimeBar({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  if (!record.timeBarDate) return null;
  const days = daysUntil(record.timeBarDate, record.office);
  const soon = !record.closedAt && days <= TIME_BAR_WINDOW_DAYS;
  return (
    <Tooltip title={record.closedAt ? '' : translate('console.timeBar.daysLeft', { count: days })}>
      <Box
        component="span"
        sx={{ color: soon ? 'error.main' : undefined, fontWeight: soon ? 600 : undefined }}
      >
        <Day day={record.timeBarDate} />
      </Box>
    </Tooltip>
  );
}

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <SelectColumnsButton />
    <ExportButton maxResults={5000} />
  </TopToolbar>
);

/** Every request a staff member reaches, newest first, with saved filters beside it. */
export function ReimbursementList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const filters = useReimbursementFilters();
  const exporter = useMemo(() => csvExporter(translate, locale), [translate, locale]);
  return (
    <List
      pagination={<SpecPagination />}
      perPage={DEFAULT_PAGE_SIZE}
      filters={filters}
      aside={<ReimbursementSavedFilters />}
      sort={CASE_LIST_DEFAULT_SORT}
      exporter={exporter}
      actions={<ListActions />}
      empty={
        <Box sx={{ p: 4 }}>
          <EmptyState text="console.reimbursements.empty" />
        </Box>
      }
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
    >
      {/*
        Essential columns first (reference, customer, status, SLA, total in BRL, time bar): they fit
        1280 px beside the saved filters; the others are one click away in the column chooser.
      */}
      <CaseDatagrid omit={['office', 'team', 'blOrCte', 'containers', 'createdAt']}>
        <TextField source="reference" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} />
        <TextField source="clientName" sortable={false} />
        <FunctionField
          source="analysisStatus"
          render={(r: ReimbursementDetail) => (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <StatusChip family="analysisStatuses" status={r.analysisStatus} />
              {r.counterofferPending ? (
                <Chip
                  size="small"
                  variant="outlined"
                  color="warning"
                  label={translate('console.reimbursements.counterofferPending')}
                />
              ) : null}
            </Box>
          )}
        />
        <FunctionField
          source="slaDueAt"
          render={(r: ReimbursementDetail) =>
            r.slaBreached ? (
              <Chip size="small" color="error" label={translate('console.reimbursements.slaBreached')} />
            ) : (
              <OfficeDay at={r.slaDueAt} office={r.office} />
            )
          }
        />
        <FunctionField
          source="totalBrl"
          sortable={false}
          textAlign="right"
          render={(r: ReimbursementDetail) => <Money amount={r.totalBrl} currency="BRL" />}
        />
        <FunctionField source="timeBarDate" render={(r: ReimbursementDetail) => <TimeBar record={r} />} />
        <FunctionField
          source="office"
          render={(r: ReimbursementDetail) => translate(`codes.offices.${r.office}`)}
          sortable={false}
        />
        <FunctionField
          source="team"
          render={(r: ReimbursementDetail) => (r.team ? translate(`codes.teams.${r.team}`) : '')}
          sortable={false}
        />
        <TextField source="blOrCte" sortable={false} />
        <FunctionField
          source="containers"
          sortable={false}
          render={(r: ReimbursementDetail) => r.containers.join(', ')}
        />
        <FunctionField
          source="createdAt"
          render={(r: ReimbursementDetail) => <DateTime at={r.createdAt} />}
        />
      </CaseDatagrid>
    </List>
  );
}
