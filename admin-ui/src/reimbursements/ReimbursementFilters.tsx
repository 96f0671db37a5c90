import { Card, CardContent } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import PaidIcon from '@mui/icons-material/Paid';
import PublicIcon from '@mui/icons-material/Public';
import {
  FilterList,
  FilterListItem,
  NullableBooleanInput,
  SavedQueriesList,
  useCanAccess,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { CURRENCY_KEYS, OFFICE_KEYS } from '@claims/domain';
import { clientFilter, codeFilter, searchFilter } from '../cases/list-filters';
import { SortingFilterListItem } from '../cases/SortingFilterListItem';
import type { ConsolePermissions } from '../providers/auth-provider';
import { awaitingStaffStatuses } from './actions/legal-actions';

/** Days ahead the "time bar" saved filter looks (issue 7: within 30 days). */
export const TIME_BAR_WINDOW_DAYS = 30;

/** The filter bar: one search box (reference, BL, container...) and the fields a list narrows by. */
export function useReimbursementFilters() {
  const translate = useTranslate();
  return [
    searchFilter(translate('console.reimbursements.search'), 300),
    codeFilter(
      'analysisStatus',
      'resources.reimbursements.fields.analysisStatus',
      'analysisStatuses',
      translate,
    ),
    codeFilter('office', 'resources.reimbursements.fields.office', 'offices', translate),
    codeFilter('team', 'resources.reimbursements.fields.team', 'teams', translate),
    codeFilter('currency', 'console.fields.currency', 'currencies', translate),
    clientFilter('resources.reimbursements.fields.clientName'),
    <NullableBooleanInput
      key="slaBreached"
      source="slaBreached"
      label="console.reimbursements.filters.slaBreached"
    />,
  ];
}

/** The saved filters beside the list: the ones every analyst uses, then the user's own. */
export function ReimbursementSavedFilters() {
  const { permissions } = usePermissions<ConsolePermissions>();
  const translate = useTranslate();
  const { canAccess: approves } = useCanAccess({ resource: 'reimbursements', action: 'approve' });
  const team = permissions?.team;
  // Who approves proposals waits on those held for approval; an analyst on their team's cases.
  const awaitingMe = approves
    ? { proposalAwaitingApproval: true }
    : team
      ? { team, analysisStatus: awaitingStaffStatuses(team) }
      : undefined;
  return (
    <Card
      sx={{ order: -1, mr: 2, mt: 8, width: 240, flexShrink: 0, display: { xs: 'none', md: 'block' } }}
      variant="outlined"
    >
      <CardContent sx={{ pt: 1 }}>
        <FilterList label="console.reimbursements.filters.saved" icon={<AssignmentIndIcon />}>
          {awaitingMe ? (
            <FilterListItem label="console.reimbursements.filters.awaitingMe" value={awaitingMe} />
          ) : null}
          {team ? <FilterListItem label="console.reimbursements.filters.myTeam" value={{ team }} /> : null}
          <FilterListItem label="console.reimbursements.filters.slaBreached" value={{ slaBreached: true }} />
          <SortingFilterListItem
            label={translate('console.reimbursements.filters.timeBar', { days: TIME_BAR_WINDOW_DAYS })}
            value={{ timeBarWithinDays: TIME_BAR_WINDOW_DAYS }}
            sort={{ field: 'timeBarDate', order: 'ASC' }}
          />
          <FilterListItem label="console.reimbursements.filters.open" value={{ open: true }} />
        </FilterList>
        <FilterList label="resources.reimbursements.fields.office" icon={<PublicIcon />}>
          {OFFICE_KEYS.map((office) => (
            <FilterListItem key={office} label={translate(`codes.offices.${office}`)} value={{ office }} />
          ))}
        </FilterList>
        <FilterList label="console.fields.currency" icon={<PaidIcon />}>
          {CURRENCY_KEYS.map((currency) => (
            <FilterListItem
              key={currency}
              label={translate(`codes.currencies.${currency}`)}
              value={{ currency }}
            />
          ))}
        </FilterList>
        <SavedQueriesList icon={<BookmarkIcon />} />
      </CardContent>
    </Card>
  );
}
