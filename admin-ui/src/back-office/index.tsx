import type { ReactElement } from 'react';
import { operationsMenu, operationsResources, operationsRoutes } from './operations';
import { referenceResources } from './reference';
import { reportResource, reportRoute } from './reports';
import { lazyPage } from '../layout/lazy-page';

const Dashboard = lazyPage(() => import('./dashboard/Dashboard'), 'Dashboard');

/**
 * What the back office (reference data, people, reports, dashboard, operations) adds to the
 * console. App.tsx mounts these; each area lives in a folder of its own beside this file.
 */

/** `<Resource>` elements: users, clients, customs brokers, ports, vessels, ... */
export const backOfficeResources: ReactElement[] = [
  ...referenceResources,
  reportResource,
  ...operationsResources,
];

/** `<Route>` elements for react-admin's `<CustomRoutes>`: reports, settings, histories, ... */
export const backOfficeRoutes: ReactElement[] = [reportRoute, ...operationsRoutes];

/** Sidebar entries for the custom routes above (resources get theirs from the layout). */
export const backOfficeMenu: ReactElement[] = operationsMenu;

/** The console's home page: the dashboard with the KPI charts. */
export { Dashboard };
