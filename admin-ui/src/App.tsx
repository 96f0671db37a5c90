import {
  Admin,
  CustomRoutes,
  Resource,
  localStorageStore,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { CircularProgress, Box } from '@mui/material';
import { backOfficeResources, backOfficeRoutes, Dashboard } from './back-office';
import { useConsoleI18nProvider } from './i18n/i18n-provider';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsoleTitle } from './layout/ConsoleTitle';
import { CreatePasswordPage } from './login/CreatePasswordPage';
import { ForgotPasswordPage } from './login/ForgotPasswordPage';
import { LoginPage } from './login/LoginPage';
import { ProfilePage } from './profile/ProfilePage';
import protestLetters from './protest-letters';
import { createAuthProvider } from './providers/auth-provider';
import { createDataProvider } from './providers/data-provider';
import reimbursements from './reimbursements';
import { consoleTheme } from './theme';

const defaultDataProvider = createDataProvider();
const defaultAuthProvider = createAuthProvider();
const store = localStorageStore('1', 'ClaimsConsole');

/**
 * The staff console, as a table of contents: providers (injectable, so tests can swap them),
 * layout, the case resources, the back office's resources and pages, the profile page, and the
 * password screens before sign-in.
 */
export function App({
  dataProvider = defaultDataProvider,
  authProvider = defaultAuthProvider,
}: {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
}) {
  const i18nProvider = useConsoleI18nProvider();
  if (!i18nProvider)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
        <CircularProgress />
      </Box>
    );
  return (
    <Admin
      title={<ConsoleTitle />}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={ConsoleLayout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      theme={consoleTheme}
      requireAuth
      disableTelemetry
    >
      <Resource name="reimbursements" {...reimbursements} />
      <Resource name="protest-letters" {...protestLetters} />
      {backOfficeResources}
      {/* Before sign-in, in the console's look and language (SPEC §2's auth paths). */}
      <CustomRoutes noLayout>
        <Route path="/auth/forgot-password/:invitation?" element={<ForgotPasswordPage />} />
        <Route path="/auth/create-password/:token?" element={<CreatePasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/profile" element={<ProfilePage />} />
        {backOfficeRoutes}
      </CustomRoutes>
    </Admin>
  );
}
