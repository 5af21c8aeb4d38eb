import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Loading, Title, useGetIdentity, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { ADMIN_ROLES, type AdminRole, type DashboardFigures } from '../providers/types';
import { FigureCard } from '../layout/figure-card';
import { FigureGrid, LoadFailed, useConsoleQuery } from '../layout/console-query';

interface Figure {
  key: string;
  label: string;
  value: (figures: DashboardFigures) => number;
}

// Keys are the message keys under kindred.dashboard and the data-testid of each card.
const FIGURES: Figure[] = [
  { key: 'members_total', label: 'kindred.dashboard.members_total', value: (f) => f.members_total },
  { key: 'members_male', label: 'kindred.dashboard.members_male', value: (f) => f.members_by_gender.male },
  {
    key: 'members_female',
    label: 'kindred.dashboard.members_female',
    value: (f) => f.members_by_gender.female,
  },
  { key: 'fictional_total', label: 'kindred.dashboard.fictional_total', value: (f) => f.fictional_total },
  { key: 'photos_total', label: 'kindred.dashboard.photos_total', value: (f) => f.photos_total },
  { key: 'sites_total', label: 'kindred.dashboard.sites_total', value: (f) => f.sites_total },
  {
    key: 'signups_last_7_days',
    label: 'kindred.dashboard.signups_last_7_days',
    value: (f) => f.signups_last_7_days,
  },
];

const isRole = (value: unknown): value is AdminRole => ADMIN_ROLES.includes(value as AdminRole);

const Welcome = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<AdminRole | undefined>();
  if (!identity) return null;
  return (
    <Box data-testid="dashboard-welcome" sx={{ mb: 3 }}>
      <Typography component="h1" variant="h5">
        {translate('kindred.dashboard.welcome', { name: identity.fullName ?? '' })}
      </Typography>
      {isRole(permissions) && (
        <Typography color="text.secondary" data-testid="dashboard-role">
          {translate('kindred.dashboard.signed_in_as', {
            role: translate(`kindred.roles.${permissions}`),
          })}
        </Typography>
      )}
    </Box>
  );
};

const StatCard = ({ id, label, children }: { id: string; label: string; children: ReactNode }) => (
  <FigureCard
    labelId={`stat-${id}-label`}
    label={label}
    valueTestId={`stat-${id}-value`}
    testId={`stat-${id}`}
  >
    {children}
  </FigureCard>
);

const Figures = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error, isPending, isFetching, refetch } = useConsoleQuery('dashboard', (provider) =>
    provider.getDashboard(),
  );

  if (isPending) {
    return <Loading loadingPrimary="kindred.dashboard.loading" loadingSecondary="" />;
  }
  if (error) {
    return (
      <LoadFailed
        message="kindred.dashboard.error"
        error={error}
        testId="dashboard-error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()} disabled={isFetching}>
            {translate('kindred.dashboard.retry')}
          </Button>
        }
      />
    );
  }

  const format = new Intl.NumberFormat(locale);
  return (
    <FigureGrid>
      {FIGURES.map((figure) => (
        <StatCard key={figure.key} id={figure.key} label={translate(figure.label)}>
          {format.format(figure.value(data))}
        </StatCard>
      ))}
    </FigureGrid>
  );
};

/** The console's home page: who is signed in, and the platform's headline figures. */
export const Dashboard = () => (
  <Box sx={{ mt: 2 }}>
    <Title title="kindred.dashboard.title" />
    <Welcome />
    <Figures />
  </Box>
);
