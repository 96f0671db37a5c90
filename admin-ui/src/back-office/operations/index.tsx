import type { ComponentType, ReactElement } from 'react';
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
const LOGS = [
  { name: 'audit-log', list: AuditLogList, icon: PolicyIcon, label: 'backOffice.menu.auditLog' },
  { name: 'email-log', list: EmailLogList, icon: MailIcon, label: 'backOffice.menu.emailLog' },
];

export const operationsResources: ReactElement[] = LOGS.map(({ name, list, icon, label }) => (
  <Resource key={name} name={name} list={list} icon={icon} options={{ label }} />
));

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

/** The pages' sidebar entries, each for those holding its permission. */
const PAGE_ENTRIES: { permission: Permission; to: string; label: string; icon: ComponentType }[] = [
  { permission: 'settings.write', to: '/settings', label: 'backOffice.menu.settings', icon: SettingsIcon },
  {
    permission: 'cases.history',
    to: '/workflow-history',
    label: 'backOffice.menu.workflowHistory',
    icon: HistoryIcon,
  },
  { permission: 'queues.admin', to: '/queues', label: 'backOffice.menu.queues', icon: QueueIcon },
];

export const operationsMenu: ReactElement[] = PAGE_ENTRIES.map(({ permission, to, label, icon: Icon }) => (
  <GuardedItem key={to} permission={permission} to={to} primaryText={label} leftIcon={<Icon />} />
));
