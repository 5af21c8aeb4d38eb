import { useState, type ReactElement } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { AccessDenied, CanAccess, Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { LoadFailed, useConsoleQuery } from '../layout/console-query';
import type { FinanceCharts } from '../providers/types';

const COLORS = ['#1976d2', '#9c27b0', '#2e7d32', '#ed6c02', '#0288d1', '#d32f2f'];
/**
 * A tooltip's lines in the text's colour: recharts writes each in its series' colour, and the orange and
 * light blue fail WCAG's contrast on the tooltip's white (the series stay told apart by their names).
 */
const TOOLTIP_ITEM_STYLE = { color: 'rgba(0, 0, 0, 0.87)' };

/** The days as recharts draws them: money in major units per currency, credits as they are. */
function chartRows(charts: FinanceCharts) {
  return charts.days.map((day) => {
    const row: Record<string, string | number> = {
      date: day.date,
      credits_sold: day.credits_sold,
      credits_spent: day.credits_spent,
    };
    for (const { currency, amount } of day.revenue) row[`revenue_${currency}`] = amount / 100;
    for (const { currency, amount } of day.refunded) row[`refunded_${currency}`] = amount / 100;
    return row;
  });
}

const ChartCard = ({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactElement;
}) => (
  <Card variant="outlined" data-testid={testId}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ width: '100%', height: 300 }}>
        <ResponsiveContainer>{children}</ResponsiveContainer>
      </Box>
    </CardContent>
  </Card>
);

const Charts = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [range, setRange] = useState({ from: '', to: '' });
  const { data, error, isPending, isFetching, refetch } = useConsoleQuery(
    `finance_charts:${range.from}:${range.to}`,
    (provider) => provider.getFinanceCharts(range),
    { retry: false },
  );
  const day = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  const number = new Intl.NumberFormat(locale);

  const controls = (
    <Stack
      direction="row"
      spacing={2}
      component="form"
      sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        setRange(draft);
      }}
    >
      <TextField
        type="date"
        size="small"
        label={translate('kindred.finance_charts.from')}
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('kindred.finance_charts.to')}
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" disabled={isFetching}>
        {translate('kindred.finance_charts.show')}
      </Button>
      {isFetching && <CircularProgress size={20} />}
    </Stack>
  );

  if (isPending) return <Loading loadingPrimary="kindred.finance_charts.loading" loadingSecondary="" />;
  if (error) {
    return (
      <>
        {controls}
        <LoadFailed
          message="kindred.finance_charts.error"
          error={error}
          testId="finance-charts-error"
          action={<Button onClick={() => refetch()}>{translate('ra.action.refresh')}</Button>}
        />
      </>
    );
  }

  const rows = chartRows(data);
  const money = (currency: string, value: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  return (
    <>
      {controls}
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="finance-charts-range">
        {translate('kindred.finance_charts.range', { from: day(data.from), to: day(data.to) })}
      </Typography>
      <Stack spacing={3}>
        <ChartCard title={translate('kindred.finance_charts.revenue')} testId="finance-chart-revenue">
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={day} />
            <YAxis />
            <Tooltip
              itemStyle={TOOLTIP_ITEM_STYLE}
              labelFormatter={(label) => day(String(label))}
              formatter={(value, name, item) => [
                money(String(item.dataKey).slice(-3), Number(value)),
                String(name),
              ]}
            />
            <Legend />
            {data.currencies.flatMap((currency, index) => [
              <Bar
                key={`revenue_${currency}`}
                dataKey={`revenue_${currency}`}
                name={translate('kindred.finance_charts.revenue_in', { currency })}
                fill={COLORS[index % COLORS.length]}
              />,
              <Bar
                key={`refunded_${currency}`}
                dataKey={`refunded_${currency}`}
                name={translate('kindred.finance_charts.refunded_in', { currency })}
                fill={COLORS[(index + 3) % COLORS.length]}
              />,
            ])}
          </BarChart>
        </ChartCard>
        <ChartCard title={translate('kindred.finance_charts.credits')} testId="finance-chart-credits">
          <LineChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={day} />
            <YAxis allowDecimals={false} />
            <Tooltip
              itemStyle={TOOLTIP_ITEM_STYLE}
              labelFormatter={(label) => day(String(label))}
              formatter={(value) => number.format(Number(value))}
            />
            <Legend />
            <Line
              type="monotone"
              dataKey="credits_sold"
              name={translate('kindred.finance_charts.credits_sold')}
              stroke={COLORS[2]}
            />
            <Line
              type="monotone"
              dataKey="credits_spent"
              name={translate('kindred.finance_charts.credits_spent')}
              stroke={COLORS[3]}
            />
          </LineChart>
        </ChartCard>
      </Stack>
      {data.currencies.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="finance-charts-no-revenue">
          {translate('kindred.finance_charts.no_revenue')}
        </Typography>
      )}
    </>
  );
};

/** Daily revenue (per currency, with refunds) and credits sold and spent (finance). */
export const FinanceChartsPage = () => (
  <CanAccess resource="finance_charts" action="list" accessDenied={<AccessDenied />}>
    <Box sx={{ p: 2 }}>
      <Title title="kindred.finance_charts.title" />
      <Charts />
    </Box>
  </CanAccess>
);
