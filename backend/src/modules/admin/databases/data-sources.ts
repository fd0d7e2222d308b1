/**
 * The system's real data sources (docs/ARCHITECTURE.md) for the Databases page: what each is, whether
 * it is configured, how to check that it answers (one cheap request, timed), and the monthly cost
 * and legal status from configuration (DATA_SOURCES_JSON overrides the defaults below).
 */
import type { DataSourceId } from '@scholarlens/contracts';
import type { AppConfig } from '../../../platform/config/config.js';

export interface DataSourceDefinition {
  id: DataSourceId;
  name: string;
  description: string;
  type: string;
  /** Default cost (USD / month) and legal status, before DATA_SOURCES_JSON. */
  costEstimate: number;
  legalStatus: string;
  configured(config: AppConfig): boolean;
  /** The probe request: URL and headers; the answer is good when `ok(status, body)`. */
  probe(config: AppConfig): { url: string; headers?: Record<string, string>; ok: (status: number, body: string) => boolean };
}

export const DATA_SOURCES: DataSourceDefinition[] = [
  {
    id: 'arxiv-api',
    name: 'arXiv API',
    description: 'Newest papers of the configured categories (Atom feed, at most one request every 3 s)',
    type: 'preprint_api',
    costEstimate: 0,
    legalStatus: 'fully_authorized',
    configured: () => true,
    probe: (c) => ({ url: `${c.acquisition.arxivApiUrl}?id_list=2104.12255&max_results=1`, ok: (s, body) => s === 200 && body.includes('<feed') }),
  },
  {
    id: 'arxiv-oai-pmh',
    name: 'arXiv OAI-PMH',
    description: 'Bulk metadata harvest of the whole archive (resumable ListRecords)',
    type: 'bulk_metadata',
    costEstimate: 0,
    legalStatus: 'fully_authorized',
    configured: () => true,
    probe: (c) => ({ url: `${c.acquisition.oaiPmhUrl}?verb=Identify`, ok: (s, body) => s === 200 && body.includes('Identify') }),
  },
  {
    id: 'openalex',
    name: 'OpenAlex',
    description: 'Live scholarly index of 250M+ works (Live Research Access)',
    type: 'scholarly_index',
    costEstimate: 0,
    legalStatus: 'fully_authorized',
    configured: (c) => Boolean(c.openAlex.apiKey),
    probe: (c) => ({
      url: `${c.openAlex.url}/works/W2741809807${c.openAlex.email ? `?mailto=${encodeURIComponent(c.openAlex.email)}` : ''}`,
      headers: c.openAlex.apiKey ? { authorization: `Bearer ${c.openAlex.apiKey}` } : undefined,
      ok: (s) => s === 200,
    }),
  },
  {
    id: 'llm',
    name: 'LLM endpoint',
    description: 'OpenAI-compatible endpoint for summaries, intelligence and chat (local provider when absent)',
    type: 'ai_provider',
    costEstimate: 0,
    legalStatus: 'provider_terms_apply',
    configured: (c) => Boolean(c.openai.apiKey),
    probe: (c) => ({
      url: `${(c.openai.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/models`,
      headers: { authorization: `Bearer ${c.openai.apiKey ?? ''}` },
      ok: (s) => s === 200,
    }),
  },
];

export function costAndLegal(def: DataSourceDefinition, config: AppConfig): { costEstimate: number; legalStatus: string } {
  const o = config.admin.dataSources[def.id] ?? {};
  return { costEstimate: Number(o.costEstimate ?? def.costEstimate), legalStatus: o.legalStatus ?? def.legalStatus };
}

export interface ProbeResult {
  reachable: boolean;
  latencyMs: number | null;
  error: string | null;
}

/** One timed request; never throws. */
export async function probeSource(def: DataSourceDefinition, config: AppConfig, fetchImpl: typeof fetch = fetch): Promise<ProbeResult> {
  const { url, headers, ok } = def.probe(config);
  const started = performance.now();
  try {
    const res = await fetchImpl(url, { headers: { 'user-agent': 'ScholarLens/0.1 (admin connection check)', ...headers }, signal: AbortSignal.timeout(config.admin.probeTimeoutMs) });
    const body = await res.text();
    const latencyMs = Math.round(performance.now() - started);
    if (ok(res.status, body)) return { reachable: true, latencyMs, error: null };
    return { reachable: false, latencyMs, error: `HTTP ${res.status} ${res.statusText}`.trim() };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    return { reachable: false, latencyMs: null, error: e.name === 'TimeoutError' ? `no answer within ${config.admin.probeTimeoutMs} ms` : [e.message, e.cause?.code].filter(Boolean).join(': ') };
  }
}
