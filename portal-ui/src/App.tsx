import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { STAFF_ONLY_PATHS } from '@claims/domain/access/staff-paths';
import { Root } from './Root';
import { RouteError } from './feedback/RouteError';
import { RouteLoading } from './feedback/RouteLoading';
import { AuthLayout } from './layout/AuthLayout';
import { MainLayout } from './layout/MainLayout';
import { PageLayout } from './layout/PageLayout';
import { SignedInOnly } from './session/SignedInOnly';

/**
 * Each screen is its own chunk, loaded on first visit: the first screen stays small on a phone.
 * A screen that crashes (or whose chunk cannot load) shows the localized error page inside the
 * layout, so the menu stays and nothing else on screen is lost. While a screen's chunk loads on
 * the first visit, the layout shows around a loading line (its HydrateFallback).
 */
const page = (load: () => Promise<{ default: ComponentType }>): Partial<RouteObject> => ({
  lazy: async () => {
    try {
      return { Component: (await load()).default };
    } catch (err) {
      // A route whose lazy() rejects stays "loading" in React Router and renders an empty
      // page; failing while rendering instead brings up the screen's error page.
      return { Component: () => failed(err) };
    }
  },
  errorElement: <RouteError />,
  HydrateFallback: RouteLoading,
});

function failed(err: unknown): never {
  throw err;
}

/** The portal's routes (SPEC §2) for clients, customs brokers and inspectors. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // A crash of the layout itself, outside any screen.
    errorElement: <RouteError />,
    children: [
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', ...page(() => import('./auth/LoginPage')) },
          { path: 'forgot-password/:invitation?', ...page(() => import('./auth/ForgotPasswordPage')) },
          { path: 'create-password/:token?', ...page(() => import('./auth/CreatePasswordPage')) },
          { path: 'confirm-email/:token', ...page(() => import('./auth/ConfirmEmailPage')) },
        ],
      },
      { path: 'error/error', ...page(() => import('./pages/NotFoundPage')) },
      {
        // The terms of use and the privacy policy open without a session (login page, footers).
        path: 'pages',
        element: <PageLayout />,
        errorElement: <RouteError />,
        children: [
          { path: 'manual', ...page(() => import('./pages/ManualPage')) },
          { path: 'privacy', ...page(() => import('./pages/PrivacyPage')) },
        ],
      },
      {
        element: <MainLayout />,
        errorElement: <RouteError />,
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
          { path: 'profile', ...page(() => import('./people/ProfilePage')) },
          { path: 'users/users-list', ...page(() => import('./people/UsersPage')) },
          { path: 'users/new', ...page(() => import('./people/UserFormPage')) },
          { path: 'users/edit/:id', ...page(() => import('./people/UserFormPage')) },
          { path: 'clients/list', ...page(() => import('./people/ClientsPage')) },
          { path: 'clients/new', ...page(() => import('./people/ClientFormPage')) },
          { path: 'clients/edit/:id', ...page(() => import('./people/ClientFormPage')) },
          { path: 'custom-broker/list', ...page(() => import('./people/CustomsBrokersPage')) },
        ],
      },
      // Staff's screens (SPEC §2): they open in the console, after signing in if need be.
      ...STAFF_ONLY_PATHS.map((path) => ({ path, ...page(() => import('./staff/StaffOnlyPath')) })),
      {
        // An unknown path: signed out, the login screen (SPEC §2); signed in, a not-found page
        // inside the layout, with the menu and the way back to the cases.
        element: <SignedInOnly />,
        children: [
          {
            element: <MainLayout />,
            errorElement: <RouteError />,
            children: [{ path: '*', ...page(() => import('./pages/PathNotFound')) }],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
