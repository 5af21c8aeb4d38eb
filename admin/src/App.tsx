import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Layout, Menu, Resource } from 'react-admin';
import { TwoFactorGate, TwoFactorMenuItem } from './admins/two-factor-gate';
import { TWO_FACTOR_PATH, TwoFactorPage } from './admins/two-factor-page';
import { Navigate, Route } from 'react-router-dom';
import { LoginPage } from './auth/login-page';
import { ConsoleAppBar } from './layout/console-app-bar';
import { consoleTheme } from './layout/console-theme';
import { NamedSpinners } from './layout/named-spinners';
import { Dashboard } from './dashboard/dashboard';
import { i18nProvider } from './i18n';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { ReconciliationMenuItem, RECONCILIATION_PATH } from './reconciliation/reconciliation-menu-item';
import { ReconciliationPage } from './reconciliation/reconciliation-page';
import { FinanceChartsMenuItem, FINANCE_CHARTS_PATH } from './finance_charts/finance-charts-menu-item';
import { FinanceChartsPage } from './finance_charts/finance-charts-page';
import { resources } from './resources';

/** The default menu (dashboard, then the resources the admin's role may list) plus the custom pages. */
const AppMenu = () => (
  <Menu>
    <Menu.DashboardItem />
    <Menu.ResourceItems />
    <ReconciliationMenuItem />
    <FinanceChartsMenuItem />
    <TwoFactorMenuItem />
  </Menu>
);

const AppLayout = ({ children }: { children: ReactNode }) => (
  <NamedSpinners>
    <Layout menu={AppMenu} appBar={ConsoleAppBar}>
      <TwoFactorGate>{children}</TwoFactorGate>
    </Layout>
  </NamedSpinners>
);

export const App = () => (
  <Admin
    title="Kindred"
    theme={consoleTheme}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    layout={AppLayout}
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
      <Route path={RECONCILIATION_PATH} element={<ReconciliationPage />} />
      <Route path={FINANCE_CHARTS_PATH} element={<FinanceChartsPage />} />
      <Route path={TWO_FACTOR_PATH} element={<TwoFactorPage />} />
    </CustomRoutes>
  </Admin>
);
