import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Root } from './Root';
import { AuthLayout } from './layout/AuthLayout';
import { MainLayout } from './layout/MainLayout';

/** Each screen is its own chunk, loaded on first visit: the first screen stays small on a phone. */
const page = (load: () => Promise<{ default: ComponentType }>): Partial<RouteObject> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The portal's routes (SPEC §2) for clients, customs brokers and inspectors. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', ...page(() => import('./auth/LoginPage')) },
          { path: 'forgot-password/:invitation?', ...page(() => import('./auth/ForgotPasswordPage')) },
          { path: 'create-password/:token?', ...page(() => import('./auth/CreatePasswordPage')) },
        ],
      },
      { path: 'error/error', ...page(() => import('./pages/NotFoundPage')) },
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <Navigate to="/processes/list" replace /> },
          { path: 'request-reimbursement/list', ...page(() => import('./reimbursements/RequestListPage')) },
          {
            path: 'request-reimbursement/create/:draftId?',
            ...page(() => import('./reimbursements/wizard/RequestWizardPage')),
          },
          {
            path: 'request-reimbursement/detail/:id',
            ...page(() => import('./reimbursements/detail/RequestDetailPage')),
          },
          {
            path: 'request-reimbursement/result/:id',
            ...page(() => import('./reimbursements/detail/RequestDetailPage')),
          },
          { path: 'processes/list', ...page(() => import('./processes/ProcessListPage')) },
          { path: 'processes/details/:id', ...page(() => import('./processes/ProcessDetailPage')) },
          { path: 'processes/draft', ...page(() => import('./processes/DraftsPage')) },
          {
            path: 'processes/request-inspection/:id',
            ...page(() => import('./processes/RequestInspectionPage')),
          },
          {
            path: 'processes/check-inspection/:id',
            ...page(() => import('./processes/CheckInspectionPage')),
          },
          // The case pages need a case: without one they show the list it is chosen from.
          ...['details', 'request-inspection', 'check-inspection'].map((page) => ({
            path: `processes/${page}`,
            element: <Navigate to="/processes/list" replace />,
          })),
          { path: 'protest/create', ...page(() => import('./protest/ProtestWizardPage')) },
          { path: 'pages/manual', ...page(() => import('./pages/ManualPage')) },
          { path: 'users/users-list', ...page(() => import('./people/UsersPage')) },
          { path: 'clients/list', ...page(() => import('./people/ClientsPage')) },
          { path: 'custom-broker/list', ...page(() => import('./people/CustomsBrokersPage')) },
        ],
      },
      // SPEC §2: any unknown path redirects to the login screen.
      { path: '*', element: <Navigate to="/auth/login" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
