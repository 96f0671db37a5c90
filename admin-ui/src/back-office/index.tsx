import type { ReactElement } from 'react';

/**
 * What the back office (reference data, people, reports, dashboard, operations) adds to the
 * console. App.tsx mounts these; each area lives in a folder of its own beside this file.
 */

/** `<Resource>` elements: users, clients, customs brokers, ports, vessels, ... */
export const backOfficeResources: ReactElement[] = [];

/** `<Route>` elements for react-admin's `<CustomRoutes>`: reports, settings, histories, ... */
export const backOfficeRoutes: ReactElement[] = [];

/** Sidebar entries for the custom routes above (resources get theirs from the layout). */
export const backOfficeMenu: ReactElement[] = [];

/** The console's home page: the dashboard with the KPI charts. */
export const Dashboard: (() => ReactElement) | undefined = undefined;
