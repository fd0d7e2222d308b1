/**
 * Integrations (spec inst §2 "Integration ecosystem", §3 integration, template, pipeline, §4 status
 * values and colours, §7 /api/integrations/*, §9 last-sync format and error-rate colours; issue #36).
 * The template catalogue is served by the backend; connections, deliveries and pipelines are
 * the institution's, administered by its administrators.
 */

/** The category filter of spec §2, in its order. */
export const INTEGRATION_CATEGORIES = ['all', 'library', 'lms', 'citation', 'collaboration', 'analytics', 'storage', 'security'] as const;
export type IntegrationCategoryFilter = (typeof INTEGRATION_CATEGORIES)[number];
export type IntegrationCategory = Exclude<IntegrationCategoryFilter, 'all'>;

/** The status values of spec §4. */
export const INTEGRATION_STATUSES = ['connected', 'active', 'healthy', 'disconnected', 'paused', 'error', 'down', 'pending', 'degraded'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];
export type StatusColour = 'green' | 'grey' | 'red' | 'yellow';

/** Spec §4: connected, active, healthy green; disconnected, paused grey; error, down red; pending, degraded yellow. */
export function integrationStatusColour(status: string): StatusColour {
  if (status === 'connected' || status === 'active' || status === 'healthy') return 'green';
  if (status === 'error' || status === 'down') return 'red';
  if (status === 'pending' || status === 'degraded') return 'yellow';
  return 'grey';
}

/** Spec §9: error rate (percent) under 1 green, under 5 yellow, otherwise red. */
export function errorRateColour(errorRate: number): StatusColour {
  return errorRate < 1 ? 'green' : errorRate < 5 ? 'yellow' : 'red';
}

/** Spec §9 last-sync format: Just now, Nm ago, Nh ago, Nd ago ("—" when never). */
export function lastSyncText(iso: string | null, now: number = Date.now()): string {
  if (!iso) return '—';
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** The events an event-driven integration (webhook, Slack, Teams) may subscribe to. */
export const INTEGRATION_EVENTS = ['paper.shared', 'course.published', 'security.violation', 'proposal.signed'] as const;
export type IntegrationEventName = (typeof INTEGRATION_EVENTS)[number];
export const INTEGRATION_EVENT_LABELS: Record<IntegrationEventName, string> = {
  'paper.shared': 'Paper shared in team chat',
  'course.published': 'Course published',
  'security.violation': 'Security violation',
  'proposal.signed': 'Contract proposal signed',
};

export type TemplateFieldKind = 'url' | 'text' | 'secret' | 'events' | 'number';

/** One field a template's configuration needs; `secret` fields are stored sealed and never returned. */
export interface IntegrationTemplateField {
  name: string;
  label: string;
  kind: TemplateFieldKind;
  required: boolean;
  secret: boolean;
  help: string;
}

/** GET /api/integrations/templates (spec §3 "Integration template", with the fields it needs). */
export interface IntegrationTemplate {
  id: string;
  name: string;
  provider: string;
  category: IntegrationCategory;
  description: string;
  setupTime: string;
  /** Integrations of this template connected across the product (a count, not a made-up score). */
  popularity: number;
  supportLevel: 'premium' | 'official' | 'community';
  features: string[];
  dataFlow: { incoming: boolean; outgoing: boolean };
  fields: IntegrationTemplateField[];
  /** What a sync does, shown before connecting. */
  syncDoes: string;
}

export type SyncFrequency = 'real-time' | 'hourly' | 'daily' | 'weekly';
export const SYNC_FREQUENCIES: readonly SyncFrequency[] = ['real-time', 'hourly', 'daily', 'weekly'];

/** GET /api/integrations items (spec §3 "Integration", with what the panel shows of its real runs). */
export interface Integration {
  id: string;
  templateId: string;
  name: string;
  description: string;
  category: IntegrationCategory;
  provider: string;
  status: IntegrationStatus;
  /** ISO time of the last sync attempt; null when never synced. */
  lastSync: string | null;
  lastSyncResult: { ok: boolean; message: string; recordsProcessed: number } | null;
  dataFlow: { incoming: number; outgoing: number };
  features: string[];
  /** The configuration with every secret masked ("••••" + its last 4 characters). */
  config: Record<string, string | string[]>;
  syncFrequency: SyncFrequency;
  connectedAt: string;
  connectedBy: string | null;
  /** Percent of successful sync and delivery results in the last 30 days; null without any. */
  uptime: number | null;
  results: { ok: number; failed: number };
}

/** POST /api/integrations/connect (spec §7: templateId, config). */
export interface ConnectIntegrationRequest {
  templateId: string;
  config: Record<string, unknown>;
}

/** PUT /api/integrations/{id}/config: the Configure dialog's save (a blank or masked secret keeps the stored one). */
export interface ConfigureIntegrationRequest {
  config: Record<string, unknown>;
  syncFrequency?: SyncFrequency;
}

/** GET /api/integrations/{id}/deliveries items: each attempt to deliver an event and the answer. */
export interface IntegrationDelivery {
  id: string;
  integrationId: string;
  event: IntegrationEventName | 'ping';
  summary: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastResponseStatus: number | null;
  lastResponse: string | null;
  lastAttemptAt: string | null;
  requestedAt: string;
}

/** Sources a pipeline reads. */
export const PIPELINE_SOURCES = ['analytics-report', 'security-audit-log', 'team-library-shares', 'course-reading-lists', 'published-courses', 'member-orcid-works'] as const;
export type PipelineSource = (typeof PIPELINE_SOURCES)[number];
export const PIPELINE_SOURCE_LABELS: Record<PipelineSource, string> = {
  'analytics-report': 'Research analytics, last 12 months (Excel export)',
  'security-audit-log': 'Security audit log (CSV export)',
  'team-library-shares': 'New shares (team libraries and chat)',
  'course-reading-lists': 'Course reading lists',
  'published-courses': 'Published courses',
  'member-orcid-works': "Members' ORCID works",
};
export const PIPELINE_SCHEDULES = ['hourly', 'daily', 'weekly'] as const;
export type PipelineSchedule = (typeof PIPELINE_SCHEDULES)[number];

/** GET /api/integrations/pipelines items (spec §3 "Pipeline"). */
export interface Pipeline {
  id: string;
  name: string;
  source: PipelineSource;
  /** The destination integration's id and name. */
  destination: { integrationId: string; name: string };
  schedule: PipelineSchedule;
  lastRun: string | null;
  recordsProcessed: number;
  transformations: string[];
  /** Percent of failed runs; 0 without runs. */
  errorRate: number;
  runs: number;
  status: 'active' | 'paused';
  lastRunMessage: string | null;
}

export interface CreatePipelineRequest {
  name: string;
  source: PipelineSource;
  integrationId: string;
  schedule: PipelineSchedule;
}

export const INTEGRATIONS_API = {
  list: '/api/integrations',
  templates: '/api/integrations/templates',
  pipelines: '/api/integrations/pipelines',
  connect: '/api/integrations/connect',
  disconnect: (id: string) => `/api/integrations/${encodeURIComponent(id)}/disconnect`,
  sync: (id: string) => `/api/integrations/${encodeURIComponent(id)}/sync`,
  config: (id: string) => `/api/integrations/${encodeURIComponent(id)}/config`,
  deliveries: (id: string) => `/api/integrations/${encodeURIComponent(id)}/deliveries`,
  runPipeline: (id: string) => `/api/integrations/pipelines/${encodeURIComponent(id)}/run`,
  pausePipeline: (id: string) => `/api/integrations/pipelines/${encodeURIComponent(id)}/pause`,
  resumePipeline: (id: string) => `/api/integrations/pipelines/${encodeURIComponent(id)}/resume`,
} as const;

/** The spec's toasts (§8) and the context's messages. */
export const INTEGRATION_MESSAGES = {
  connected: 'Integration connected successfully!',
  connectFailed: 'Failed to connect integration',
  disconnected: 'Integration disconnected successfully!',
  disconnectFailed: 'Failed to disconnect integration',
  synced: 'Integration synced successfully!',
  syncFailed: 'Failed to sync integration',
  configSaved: 'Configuration saved',
  notFound: 'Integration not found',
  templateNotFound: 'templateId: no such integration template',
  notConnected: 'Sync is available only while the integration is connected',
  alreadyConnected: 'The integration is already connected',
  pipelineNotFound: 'Pipeline not found',
  pipelineDestination: (source: string, template: string) => `integrationId: a ${template} integration cannot receive ${source}`,
} as const;
