import { Alert, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
}

/**
 * A table of the dashboard's tabs with its loading, error and empty states. It scrolls inside itself
 * on a narrow screen, never the page.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  loading,
  error,
  empty,
  source,
  testId,
}: {
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  loading: boolean;
  error: string | null;
  empty: string;
  source: ReactNode;
  testId: string;
}) {
  if (loading) return <Skeleton variant="rounded" height={160} data-testid={`${testId}-loading`} />;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!rows?.length) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid={`${testId}-empty`}>
        <Typography color="text.secondary">{empty}</Typography>
      </Paper>
    );
  }
  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((c) => (
                  <TableCell key={c.label} align={c.align}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {source}
      </Typography>
    </>
  );
}
