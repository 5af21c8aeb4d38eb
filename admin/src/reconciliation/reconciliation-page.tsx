import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { AccessDenied, CanAccess, Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LEDGER_KINDS, type Reconciliation, type ReconciliationProblem } from '../providers/types';
import { FigureCard } from '../layout/figure-card';
import { FigureGrid, LoadFailed, useConsoleQuery } from '../layout/console-query';

const ledgerOfAccount = (accountId: number) => ({
  pathname: '/ledger',
  search: `?filter=${encodeURIComponent(JSON.stringify({ account_id: accountId }))}`,
});

const Figure = ({ id, label, children }: { id: string; label: string; children: ReactNode }) => (
  <FigureCard
    labelId={`reconciliation-${id}-label`}
    label={label}
    valueTestId={`reconciliation-${id}`}
    size="h5"
    outlined
  >
    {children}
  </FigureCard>
);

const ProblemDetails = ({ problem }: { problem: ReconciliationProblem }) => {
  const translate = useTranslate();
  switch (problem.kind) {
    case 'balance_after_wrong':
      return (
        <>
          {translate('kindred.reconciliation.problem.balance_after_wrong', {
            expected: problem.expected,
            found: problem.found,
          })}
        </>
      );
    case 'projection_differs':
      return (
        <>
          {translate('kindred.reconciliation.problem.projection_differs', {
            rebuilt: problem.rebuilt,
            projected: problem.projected ?? translate('kindred.reconciliation.missing'),
          })}
        </>
      );
    default:
      return <>{translate(`kindred.reconciliation.problem.${problem.kind}`)}</>;
  }
};

const Problems = ({ problems }: { problems: ReconciliationProblem[] }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="reconciliation-problems-title">
      <Alert severity="error" data-testid="reconciliation-problems" sx={{ mb: 2 }}>
        <span id="reconciliation-problems-title">
          {translate('kindred.reconciliation.problems_found', { smart_count: problems.length })}
        </span>
      </Alert>
      <Table size="small" data-testid="reconciliation-problem-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate('kindred.reconciliation.columns.account')}</TableCell>
            <TableCell>{translate('kindred.reconciliation.columns.entry')}</TableCell>
            <TableCell>{translate('kindred.reconciliation.columns.problem')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            <TableRow key={index} data-testid="reconciliation-problem">
              <TableCell>
                <MuiLink component={Link} to={ledgerOfAccount(problem.account_id)}>
                  {problem.account_id}
                </MuiLink>
              </TableCell>
              <TableCell>
                {'entry_id' in problem ? (
                  <MuiLink component={Link} to={`/ledger/${problem.entry_id}/show`}>
                    #{problem.entry_id}
                  </MuiLink>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>
                <ProblemDetails problem={problem} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const Totals = ({ report }: { report: Reconciliation }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  return (
    <Box component="section" aria-labelledby="reconciliation-totals-title" sx={{ mt: 3 }}>
      <Typography id="reconciliation-totals-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('kindred.reconciliation.totals')}
      </Typography>
      <Table size="small" sx={{ maxWidth: 480 }} data-testid="reconciliation-totals">
        <TableHead>
          <TableRow>
            <TableCell>{translate('kindred.reconciliation.columns.kind')}</TableCell>
            <TableCell align="right">{translate('kindred.reconciliation.columns.credits')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {LEDGER_KINDS.map((kind) => (
            <TableRow key={kind} data-testid={`reconciliation-total-${kind}`}>
              <TableCell>{translate(`kindred.ledger.kind.${kind}`)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {signed.format(report.totals.by_kind[kind] ?? 0)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {translate('kindred.reconciliation.balance_total')}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              data-testid="reconciliation-balance-total"
            >
              {new Intl.NumberFormat(locale).format(report.totals.balance_total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
};

const Report = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Every visit and every "Run again" rebuilds the balances on the server; nothing is kept.
  const { data, error, isPending, isFetching, refetch } = useConsoleQuery(
    'reconciliation',
    (provider) => provider.getReconciliation(),
    {
      staleTime: 0,
      gcTime: 0,
      refetchOnWindowFocus: false,
      retry: false,
    },
  );

  const runAgain = (
    <Button
      variant="contained"
      onClick={() => refetch()}
      disabled={isFetching}
      startIcon={isFetching ? <CircularProgress size={16} color="inherit" /> : undefined}
      data-testid="reconciliation-run"
    >
      {translate(isFetching ? 'kindred.reconciliation.running' : 'kindred.reconciliation.run_again')}
    </Button>
  );

  if (isPending) return <Loading loadingPrimary="kindred.reconciliation.loading" loadingSecondary="" />;
  if (error) {
    return (
      <LoadFailed
        message="kindred.reconciliation.error"
        error={error}
        testId="reconciliation-error"
        action={runAgain}
      />
    );
  }

  const number = new Intl.NumberFormat(locale);
  const checkedAt = new Date(data.checked_at).toLocaleString(locale);
  return (
    <Box aria-busy={isFetching}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary" data-testid="reconciliation-checked-at">
          {translate('kindred.reconciliation.checked_at', { time: checkedAt })}
        </Typography>
        {runAgain}
      </Box>
      <FigureGrid marginBottom={3}>
        <Figure id="entries" label={translate('kindred.reconciliation.entries')}>
          {number.format(data.entries)}
        </Figure>
        <Figure id="accounts" label={translate('kindred.reconciliation.accounts')}>
          {number.format(data.accounts)}
        </Figure>
      </FigureGrid>
      {data.problems.length === 0 ? (
        <Alert severity="success" data-testid="reconciliation-ok">
          {translate('kindred.reconciliation.ok')}
        </Alert>
      ) : (
        <Problems problems={data.problems} />
      )}
      <Totals report={data} />
    </Box>
  );
};

/**
 * Finance rebuilds every balance from the append-only ledger and compares it with the stored balances
 * and the hash chain (DESIGN.md §3; the same check as `npm run ledger:verify`).
 */
export const ReconciliationPage = () => {
  const translate = useTranslate();
  return (
    <CanAccess resource="reconciliation" action="list" accessDenied={<AccessDenied />}>
      <Box sx={{ mt: 2 }}>
        <Title title="kindred.reconciliation.title" />
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {translate('kindred.reconciliation.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('kindred.reconciliation.intro')}
        </Typography>
        <Report />
      </Box>
    </CanAccess>
  );
};
