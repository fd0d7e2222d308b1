import { Alert, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { GLOBAL_FIELD_MIN_WORKS, type GlobalField } from '@scholarlens/contracts';
import { errorMessage } from '@scholarlens/common';
import { useGlobalIntelligence } from '../api/intelligence';
import { GROWTH_SX } from './growth-colours';

const count = (n: number) => n.toLocaleString('en-US');

function FieldRow({ field }: { field: GlobalField }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="global-field">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{field.name}</Typography>
        <Chip size="small" sx={GROWTH_SX(field.growth)} label={`${field.growth > 0 ? '+' : ''}${field.growth}%`} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {count(field.recentWorks)} works, {count(field.previousWorks)} the year before
      </Typography>
    </Paper>
  );
}

/** Global Intelligence (spec inst §2, fetched and here shown): the fastest-growing fields worldwide from OpenAlex. */
export function GlobalIntelligence() {
  const global = useGlobalIntelligence();
  const answer = global.data;
  return (
    <Box data-testid="global-intelligence">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Global Intelligence
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        {answer
          ? `Fastest-growing fields worldwide: OpenAlex works published in ${answer.recentYear} against ${answer.previousYear}, by field, among fields with at least ${count(GLOBAL_FIELD_MIN_WORKS)} works.`
          : 'Fastest-growing fields worldwide, from OpenAlex.'}
      </Typography>
      {global.isLoading ? (
        <Skeleton variant="rounded" height={96} />
      ) : global.isError ? (
        <Alert severity="error">Global intelligence could not be loaded. {errorMessage(global.error) ?? ''}</Alert>
      ) : answer?.status === 'not-configured' ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="global-not-configured">
          <Typography sx={{ fontWeight: 700 }}>Live research access is not configured</Typography>
          <Typography variant="body2" color="text.secondary">
            Global figures come from OpenAlex; this server has no {answer.variable}, so none are shown.
          </Typography>
        </Paper>
      ) : answer?.fields.length ? (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {answer.fields.map((f) => (
            <FieldRow key={f.id} field={f} />
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="global-empty">
          <Typography color="text.secondary">OpenAlex answered no field counts for these years.</Typography>
        </Paper>
      )}
    </Box>
  );
}
