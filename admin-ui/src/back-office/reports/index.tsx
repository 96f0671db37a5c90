import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazyPage } from '../../layout/lazy-page';

const ReportList = lazyPage(() => import('./ReportList'), 'ReportList');
const ReportPage = lazyPage(() => import('./ReportPage'), 'ReportPage');

/** Reports (#7 item 6): the list with the request form; each report's page has a route of its own. */
export const reportResource = (
  <Resource
    key="reports"
    name="reports"
    list={ReportList}
    icon={AssessmentIcon}
    options={{ label: 'backOffice.menu.reports' }}
  />
);

// The top bar's notification "Ver" opens /reports/:id: more specific than the resource's /reports/*.
export const reportRoute = <Route key="report" path="/reports/:id" element={<ReportPage />} />;
