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
import { useConsoleCatalogue, useConsoleI18nProvider, type ConsoleMessages } from './i18n/i18n-provider';
import { CatalogueUnavailable } from './layout/CatalogueUnavailable';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsoleTitle } from './layout/ConsoleTitle';
import { CreatePasswordPage } from './login/CreatePasswordPage';
import { ForgotPasswordPage } from './login/ForgotPasswordPage';
import { LoginPage } from './login/LoginPage';
import protestLetters from './protest-letters';
import { createAuthProvider } from './providers/auth-provider';
import { createDataProvider } from './providers/data-provider';
import reimbursements from './reimbursements';
import { consoleTheme } from './theme';
import { lazyPage } from './layout/lazy-page';

const ProfilePage = lazyPage(() => import('./profile/ProfilePage'), 'ProfilePage');

const defaultDataProvider = createDataProvider();
const defaultAuthProvider = createAuthProvider();
const store = localStorageStore('1', 'ClaimsConsole');

/**
 * The staff console, as a table of contents: providers (injectable, so tests can swap them),
 * layout, the case resources, the back office's resources and pages, the profile page, and the
 * password screens before sign-in.
 */
export function App(providers: { dataProvider?: DataProvider; authProvider?: AuthProvider }) {
  // The texts come in a chunk of their own, fetched beside the first screen's (see i18n-provider).
  const catalogue = useConsoleCatalogue();
  if (catalogue && 'failure' in catalogue) return <CatalogueUnavailable failure={catalogue.failure} />;
  if (!catalogue) return <Starting />;
  return <Console {...providers} messages={catalogue.messages} />;
}

/** A spinner, no words: the texts are what is still loading. */
function Starting() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <CircularProgress />
    </Box>
  );
}

function Console({
  dataProvider = defaultDataProvider,
  authProvider = defaultAuthProvider,
  messages,
}: {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  messages: ConsoleMessages;
}) {
  const i18nProvider = useConsoleI18nProvider(messages);
  if (!i18nProvider) return <Starting />;
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
