import type { ReactElement } from 'react';
import { Menu, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import HistoryIcon from '@mui/icons-material/History';
import MailIcon from '@mui/icons-material/Mail';
import PolicyIcon from '@mui/icons-material/Policy';
import QueueIcon from '@mui/icons-material/Queue';
import SettingsIcon from '@mui/icons-material/Settings';
import type { Permission } from '@claims/domain';
import { useCan } from '../shared/access';
import { lazyPage } from '../../layout/lazy-page';

const AuditLogList = lazyPage(() => import('./AuditLogList'), 'AuditLogList');
const EmailLogList = lazyPage(() => import('./EmailLogList'), 'EmailLogList');
const QueueBoardPage = lazyPage(() => import('./QueueBoardPage'), 'QueueBoardPage');
const SettingsPage = lazyPage(() => import('./SettingsPage'), 'SettingsPage');
const FindHistoryPage = lazyPage(() => import('./workflow-history/FindHistoryPage'), 'FindHistoryPage');
const WorkflowHistoryPage = lazyPage(
  () => import('./workflow-history/WorkflowHistoryPage'),
  'WorkflowHistoryPage',
);

/** Operations (#7 item 7, MASTER): the logs are lists; settings, queues and histories are pages. */
export const operationsResources: ReactElement[] = [
  <Resource
    key="audit-log"
    name="audit-log"
    list={AuditLogList}
    icon={PolicyIcon}
    options={{ label: 'backOffice.menu.auditLog' }}
  />,
  <Resource
    key="email-log"
    name="email-log"
    list={EmailLogList}
    icon={MailIcon}
    options={{ label: 'backOffice.menu.emailLog' }}
  />,
];

export const operationsRoutes: ReactElement[] = [
  <Route key="settings" path="/settings" element={<SettingsPage />} />,
  <Route key="queues" path="/queues" element={<QueueBoardPage />} />,
  <Route key="workflow-history" path="/workflow-history" element={<FindHistoryPage />} />,
  <Route key="workflow-history-case" path="/workflow-history/:kind/:id" element={<WorkflowHistoryPage />} />,
];

/** A menu entry shown only to those holding `permission`. */
function GuardedItem({
  permission,
  ...item
}: {
  permission: Permission;
  to: string;
  primaryText: string;
  leftIcon: ReactElement;
}) {
  return useCan(permission) ? <Menu.Item {...item} /> : null;
}

export const operationsMenu: ReactElement[] = [
  <GuardedItem
    key="settings"
    permission="settings.write"
    to="/settings"
    primaryText="backOffice.menu.settings"
    leftIcon={<SettingsIcon />}
  />,
  <GuardedItem
    key="history"
    permission="cases.history"
    to="/workflow-history"
    primaryText="backOffice.menu.workflowHistory"
    leftIcon={<HistoryIcon />}
  />,
  <GuardedItem
    key="queues"
    permission="queues.admin"
    to="/queues"
    primaryText="backOffice.menu.queues"
    leftIcon={<QueueIcon />}
  />,
];
