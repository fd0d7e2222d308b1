import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { errorMessage } from '@scholarlens/common';
import { INTEGRATION_CATEGORIES, type Integration, type IntegrationCategoryFilter, type IntegrationTemplate, lastSyncText } from '@scholarlens/contracts';
import { FigureCard, figureGrid } from '../../../lib/FigureCard';
import { ApiCatalogueTab } from '../../api-catalogue/components/ApiCatalogueTab';
import { useIntegrations, usePipelines, useTemplates } from '../api/integrations';
import { AddIntegrationDialog } from './AddIntegrationDialog';
import { ConfigureDialog } from './ConfigureDialog';
import { IntegrationCard } from './IntegrationCard';
import { PipelinesTab } from './PipelinesTab';

/** The five tabs of spec inst §2 "Integration ecosystem". */
const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'pipelines', label: 'Pipelines' },
  { id: 'api', label: 'API' },
  { id: 'marketplace', label: 'Marketplace' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The portal's integrations tab (spec inst §2 "Integration ecosystem"): the category filter, Add
 * Integration, and the five tabs. Everything shown is the institution's own: uptime from recorded
 * sync and delivery results (not a static figure), the marketplace the templates not connected yet.
 */
export function IntegrationsPanel({ isAdmin }: { isAdmin: boolean }) {
  const [tab, setTab] = useState<TabId>('overview');
  const [category, setCategory] = useState<IntegrationCategoryFilter>('all');
  const [adding, setAdding] = useState<{ template: IntegrationTemplate | null } | null>(null);
  const [configuring, setConfiguring] = useState<Integration | null>(null);
  const integrations = useIntegrations();
  const templates = useTemplates(category);
  const allTemplates = useTemplates('all');
  const all = integrations.data ?? [];
  const shown = category === 'all' ? all : all.filter((i) => i.category === category);
  const connectedTemplates = new Set(all.filter((i) => i.status === 'connected').map((i) => i.templateId));
  const marketplace = (templates.data ?? []).filter((t) => !connectedTemplates.has(t.id));

  return (
    <Box data-testid="integrations-panel">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Integration Ecosystem
        </Typography>
        {isAdmin && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding({ template: null })} data-testid="add-integration">
            Add Integration
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} role="group" aria-label="Category">
        {INTEGRATION_CATEGORIES.map((c) => (
          <Chip
            key={c}
            label={c}
            clickable
            color={category === c ? 'primary' : 'default'}
            variant={category === c ? 'filled' : 'outlined'}
            onClick={() => setCategory(c)}
            aria-pressed={category === c}
            data-testid={`category-${c}`}
          />
        ))}
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, v: TabId) => setTab(v)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Integration sections">
          {TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} data-testid={`integrations-tab-${t.id}`} />
          ))}
        </Tabs>
      </Box>
      {integrations.isError ? (
        <Alert severity="error">{errorMessage(integrations.error) ?? 'The integrations could not be loaded.'}</Alert>
      ) : tab === 'overview' ? (
        <Overview integrations={shown} loading={integrations.isLoading} />
      ) : tab === 'integrations' ? (
        integrations.isLoading ? (
          <Skeleton variant="rounded" height={160} />
        ) : shown.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="integrations-empty">
            <Typography color="text.secondary">No integrations {category === 'all' ? 'yet' : `in ${category}`}. {isAdmin ? 'Add one from the catalogue.' : 'Your administrators connect them.'}</Typography>
          </Paper>
        ) : (
          <Stack spacing={2} data-testid="integrations-list">
            {shown.map((i) => (
              <IntegrationCard key={i.id} integration={i} isAdmin={isAdmin} onConfigure={setConfiguring} />
            ))}
          </Stack>
        )
      ) : tab === 'pipelines' ? (
        <PipelinesTab isAdmin={isAdmin} integrations={all} />
      ) : tab === 'api' ? (
        <ApiCatalogueTab isAdmin={isAdmin} />
      ) : templates.isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : marketplace.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="marketplace-empty">
          <Typography color="text.secondary">Every integration {category === 'all' ? '' : `in ${category} `}is connected.</Typography>
        </Paper>
      ) : (
        <Box sx={figureGrid} data-testid="marketplace">
          {marketplace.map((t) => (
            <Card key={t.id} variant="outlined" data-testid={`marketplace-${t.id}`}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {t.name}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
                  <Chip size="small" label={t.category} />
                  <Chip size="small" variant="outlined" label={t.supportLevel} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t.description}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Setup {t.setupTime} · connected by {t.popularity} institution{t.popularity === 1 ? '' : 's'}
                </Typography>
              </CardContent>
              {isAdmin && (
                <CardActions>
                  <Button size="small" onClick={() => setAdding({ template: t })} data-testid={`marketplace-connect-${t.id}`}>
                    Connect
                  </Button>
                </CardActions>
              )}
            </Card>
          ))}
        </Box>
      )}
      <AddIntegrationDialog open={adding !== null} onClose={() => setAdding(null)} templates={templates.data} initial={adding?.template ?? null} />
      <ConfigureDialog integration={configuring} template={allTemplates.data?.find((t) => t.id === configuring?.templateId)} onClose={() => setConfiguring(null)} />
    </Box>
  );
}

/** Connected integrations, uptime over every recorded result, records moved, active pipelines, and the latest sync. */
function Overview({ integrations, loading }: { integrations: Integration[]; loading: boolean }) {
  const pipelines = usePipelines();
  const connected = integrations.filter((i) => i.status === 'connected');
  const ok = integrations.reduce((n, i) => n + i.results.ok, 0);
  const total = ok + integrations.reduce((n, i) => n + i.results.failed, 0);
  const records = integrations.reduce((n, i) => n + i.dataFlow.incoming + i.dataFlow.outgoing, 0);
  const latest = integrations.map((i) => i.lastSync).filter((s): s is string => s !== null).sort().at(-1) ?? null;
  return (
    <Box sx={figureGrid} data-testid="integrations-overview">
      <FigureCard label="Connected Integrations" value={connected.length} loading={loading} testId="overview-connected" caption={`${integrations.length} in total`} />
      <FigureCard
        label="Uptime"
        value={total === 0 ? '—' : `${Math.round((ok / total) * 1000) / 10}%`}
        loading={loading}
        testId="overview-uptime"
        caption={total === 0 ? 'No sync or delivery recorded yet' : `${ok} of ${total} syncs and deliveries succeeded (30 days)`}
      />
      <FigureCard label="Records Moved" value={records.toLocaleString('en-US')} loading={loading} testId="overview-records" caption={`Last sync ${lastSyncText(latest)}`} />
      <FigureCard
        label="Active Pipelines"
        value={(pipelines.data ?? []).filter((p) => p.status === 'active').length}
        loading={pipelines.isLoading}
        failed={pipelines.isError}
        testId="overview-pipelines"
      />
    </Box>
  );
}
