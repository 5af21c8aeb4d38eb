import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface FigureCardProps {
  /** id of the label, which names the card */
  labelId: string;
  label: string;
  valueTestId: string;
  testId?: string;
  size?: 'h4' | 'h5';
  outlined?: boolean;
  children: ReactNode;
}

/** One headline figure under its label (the dashboard, the reconciliation report). */
export const FigureCard = ({
  labelId,
  label,
  valueTestId,
  testId,
  size = 'h4',
  outlined = false,
  children,
}: FigureCardProps) => (
  <Card
    component="section"
    aria-labelledby={labelId}
    data-testid={testId}
    variant={outlined ? 'outlined' : undefined}
  >
    <CardContent>
      <Typography
        id={labelId}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.5, mb: 1 }}
      >
        {label}
      </Typography>
      <Typography variant={size} component="p" data-testid={valueTestId}>
        {children}
      </Typography>
    </CardContent>
  </Card>
);
