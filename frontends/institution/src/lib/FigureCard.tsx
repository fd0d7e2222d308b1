import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled figure; "—" stands for a figure the server could not give (never a made-up one). */
export function FigureCard({
  label,
  value,
  caption,
  icon,
  loading,
  failed,
  testId,
  children,
}: {
  label: string;
  value: ReactNode;
  caption?: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
  failed?: boolean;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          {icon}
        </Stack>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`${testId}-value`}>
          {loading ? <Skeleton width={80} /> : failed ? '—' : value}
        </Typography>
        {caption && !loading ? (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}

export const figureGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;
