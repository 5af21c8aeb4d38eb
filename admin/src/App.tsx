import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { LoginPage } from './auth/login-page';
import { Dashboard } from './dashboard/dashboard';
import { i18nProvider } from './i18n';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { resources } from './resources';

export const App = () => (
  <Admin
    title="Kindred"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    requireAuth
    disableTelemetry
  >
    {resources.map(({ name, module }) => (
      <Resource key={name} name={name} {...module} />
    ))}
    {/* react-admin shows its "empty admin" page instead of the login and dashboard while it has neither
        resources nor custom routes: this alias (#/dashboard → #/) keeps the console working meanwhile. */}
    <CustomRoutes>
      <Route path="/dashboard" element={<Navigate to="/" replace />} />
    </CustomRoutes>
  </Admin>
);
