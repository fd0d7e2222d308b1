import { useMemo, useState } from 'react';
import { Alert, Box, Card, CardContent, Chip, Link, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { errorMessage } from '@scholarlens/common';
import { API_ACCESS_API, type ApiEndpoint } from '@scholarlens/contracts';
import { useApiCatalogue } from '../api/api-catalogue';
import { ApiKeysSection } from './ApiKeysSection';

const STATUS_COLOUR = { active: 'success', degraded: 'warning', idle: 'default' } as const;
const AUTH_LABEL = { public: 'Public', 'signed-in': 'Session or API key', admin: 'Console admins (session)' } as const;

/**
 * The integrations panel's api tab (spec inst §2 "Integration ecosystem"; issue #36 item 4): the
 * institution's API keys, then every route of the product with its method, description (from the
 * OpenAPI document), authentication, rate limit, and its calls and median response time measured
 * over the last 24 hours; a link to the interactive documentation at /api/docs.
 */
export function ApiCatalogueTab({ isAdmin }: { isAdmin: boolean }) {
  const catalogue = useApiCatalogue();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = catalogue.data?.endpoints ?? [];
    return needle ? all.filter((e) => `${e.method} ${e.endpoint} ${e.description}`.toLowerCase().includes(needle)) : all;
  }, [catalogue.data, filter]);

  return (
    <Stack spacing={3} data-testid="api-catalogue-tab">
      <ApiKeysSection isAdmin={isAdmin} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
            <Box>
              <Typography variant="h6" component="h3">
                API Endpoints
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {catalogue.data
                  ? `${catalogue.data.endpoints.length} routes · API keys: ${catalogue.data.apiKeyRateLimit.requests.toLocaleString('en-US')} requests per ${catalogue.data.apiKeyRateLimit.window} per key`
                  : 'Every route of ScholarLens'}
              </Typography>
            </Box>
            <Link href={catalogue.data?.docsUrl ?? API_ACCESS_API.docs} target="_blank" rel="noopener" data-testid="api-docs-link">
              API documentation (OpenAPI)
            </Link>
          </Stack>
          <TextField
            size="small"
            fullWidth
            label="Filter endpoints"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            sx={{ mb: 2 }}
            slotProps={{ htmlInput: { 'data-testid': 'api-endpoint-filter' } }}
          />
          {catalogue.isLoading ? (
            <Stack spacing={1} role="status" aria-label="Loading endpoints">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : catalogue.isError ? (
            <Alert severity="error">{errorMessage(catalogue.error) ?? 'Failed to load the API catalogue'}</Alert>
          ) : shown.length === 0 ? (
            <Typography color="text.secondary">No endpoints match</Typography>
          ) : (
            <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="api-endpoints">
              {shown.map((e) => (
                <EndpointRow key={e.id} endpoint={e} />
              ))}
            </Stack>
          )}
          {catalogue.data ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              Usage and p50 response time: the last 24 hours ({catalogue.data.source}).
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </Stack>
  );
}

function EndpointRow({ endpoint: e }: { endpoint: ApiEndpoint }) {
  return (
    <Box component="li" data-testid="api-endpoint" data-endpoint={e.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={e.method} color={e.method === 'GET' ? 'info' : 'primary'} sx={{ fontFamily: 'monospace' }} />
        <Typography component="code" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {e.endpoint}
        </Typography>
        <Chip size="small" variant="outlined" label={e.status} color={STATUS_COLOUR[e.status]} data-testid="api-endpoint-status" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {e.description}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1, mt: 1 }}>
        <Figure label="Usage (24 h)" value={e.usage.toLocaleString('en-US')} testId="api-endpoint-usage" />
        <Figure label="p50 response" value={e.responseTime === null ? '—' : `${e.responseTime} ms`} testId="api-endpoint-p50" />
        <Figure label="Authentication" value={AUTH_LABEL[e.authentication]} />
        <Figure label="Rate limit" value={`${e.rateLimit.requests.toLocaleString('en-US')} / ${e.rateLimit.window}`} />
      </Box>
    </Box>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
