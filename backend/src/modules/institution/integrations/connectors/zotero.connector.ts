/**
 * Zotero Web API v3 (www.zotero.org/support/dev/web_api/v3): the key is checked with
 * `GET /keys/current` (it must allow writing to the group) and the group with a one-item read.
 * A sync reads the group's items tagged `scholarlens` (paged with `start`, `Total-Results`), and
 * POSTs, 50 at a time with a Zotero-Write-Token, one `preprint` item per paper not there yet,
 * each tagged `scholarlens:<paper id>`: a re-sync adds nothing twice, even after the group was
 * edited by hand or the read models were rebuilt.
 */
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Paper, PipelineSource } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { type SourcePaper, SyncSources } from '../sources/sync-sources.js';
import { type Connector, type ConnectionSettings, type OpenedIntegration, type SyncOutcome, refusedField, str } from './connector.js';
import { callService, excerpt, ok } from './http.js';

const PAGE = 100;
const WRITE_BATCH = 50;
export const ZOTERO_TAG = 'scholarlens';

interface ZoteroKey {
  access?: { groups?: Record<string, { library?: boolean; write?: boolean }> };
}

/** A catalog paper as a Zotero item (itemType preprint: title, authors, abstract, date, arXiv id, links). */
export function zoteroItem(p: Paper, via: string[], publicUrl: string): Record<string, unknown> {
  return {
    itemType: 'preprint',
    title: p.title,
    creators: p.authors.map((name) => ({ creatorType: 'author', name })),
    abstractNote: p.abstract,
    date: p.publishedDate,
    repository: p.source,
    archiveID: p.arxivId ? `arXiv:${p.arxivId}` : '',
    DOI: p.doi ?? '',
    url: p.arxivId ? `https://arxiv.org/abs/${p.arxivId}` : `${publicUrl}/paper/${encodeURIComponent(p.id)}`,
    extra: `ScholarLens: ${publicUrl}/paper/${encodeURIComponent(p.id)}\nShared through: ${via.join(', ')}`,
    tags: [{ tag: ZOTERO_TAG }, { tag: `${ZOTERO_TAG}:${p.id}` }, ...p.categories.map((tag) => ({ tag }))],
    collections: [],
    relations: {},
  };
}

@Injectable()
export class ZoteroConnector implements Connector {
  readonly templateId = 'zotero' as const;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SyncSources) private readonly sources: SyncSources,
  ) {}

  private get base() {
    return this.config.integrations.zoteroApiUrl;
  }

  private call(path: string, key: string, init: RequestInit = {}) {
    return callService('Zotero', `${this.base}${path}`, { ...init, headers: { 'Zotero-API-Key': key, 'Zotero-API-Version': '3', ...(init.headers ?? {}) } }, this.config.integrations);
  }

  async check(settings: ConnectionSettings): Promise<void> {
    const key = settings.secrets.apiKey ?? '';
    const groupId = str(settings.config.groupId);
    const keyAnswer = await this.call('/keys/current', key).catch((err: Error) => {
      throw refusedField('apiKey', err.message);
    });
    if (keyAnswer.status === 403 || keyAnswer.status === 404) throw refusedField('apiKey', `Zotero does not know this key (${keyAnswer.status})`);
    if (!ok(keyAnswer.status)) throw refusedField('apiKey', `Zotero answered ${keyAnswer.status}: ${excerpt(keyAnswer.text, 200)}`);
    const groups = (JSON.parse(keyAnswer.text) as ZoteroKey).access?.groups ?? {};
    const access = groups[groupId] ?? groups.all;
    if (!access?.write) throw refusedField('apiKey', `the key may not write to group ${groupId}`);
    const group = await this.call(`/groups/${groupId}/items/top?limit=1&format=json`, key);
    if (!ok(group.status)) throw refusedField('groupId', `Zotero answered ${group.status} for group ${groupId}`);
  }

  async sync(integration: OpenedIntegration, source: PipelineSource | null): Promise<SyncOutcome> {
    const which = source === 'team-library-shares' ? { shares: true, readingLists: false } : source === 'course-reading-lists' ? { shares: false, readingLists: true } : { shares: true, readingLists: true };
    const papers = await this.sources.papers(integration.institutionId, which);
    const key = integration.secrets.apiKey ?? '';
    const groupId = str(integration.config.groupId);
    const there = await this.pushedPaperIds(groupId, key);
    const missing = papers.filter((p) => !there.has(p.paper.id));
    let added = 0;
    for (let i = 0; i < missing.length; i += WRITE_BATCH) added += await this.write(groupId, key, missing.slice(i, i + WRITE_BATCH));
    return {
      recordsProcessed: added,
      message: `${added} item${added === 1 ? '' : 's'} added to Zotero group ${groupId}; ${papers.length - missing.length} already there`,
      direction: 'outgoing',
    };
  }

  /** Paper ids of the group's items tagged by earlier syncs. */
  private async pushedPaperIds(groupId: string, key: string): Promise<Set<string>> {
    const ids = new Set<string>();
    for (let start = 0; ; start += PAGE) {
      const res = await this.call(`/groups/${groupId}/items?tag=${ZOTERO_TAG}&format=json&limit=${PAGE}&start=${start}`, key);
      if (!ok(res.status)) throw new Error(`Zotero answered ${res.status} listing group ${groupId}: ${excerpt(res.text, 200)}`);
      const items = JSON.parse(res.text) as { data?: { tags?: { tag: string }[] } }[];
      for (const item of items) for (const t of item.data?.tags ?? []) if (t.tag.startsWith(`${ZOTERO_TAG}:`)) ids.add(t.tag.slice(ZOTERO_TAG.length + 1));
      const total = Number(res.headers.get('Total-Results') ?? Number.NaN);
      if (items.length < PAGE || (Number.isFinite(total) && start + PAGE >= total)) return ids;
    }
  }

  private async write(groupId: string, key: string, batch: SourcePaper[]): Promise<number> {
    const res = await this.call(`/groups/${groupId}/items`, key, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Zotero-Write-Token': randomBytes(16).toString('hex') },
      body: JSON.stringify(batch.map((p) => zoteroItem(p.paper, p.via, this.config.publicUrl))),
    });
    if (!ok(res.status)) throw new Error(`Zotero answered ${res.status} to new items: ${excerpt(res.text, 200)}`);
    const result = JSON.parse(res.text) as { success?: Record<string, string>; failed?: Record<string, { code: number; message: string }> };
    const failed = Object.values(result.failed ?? {});
    if (failed.length) throw new Error(`Zotero refused ${failed.length} item(s): ${failed[0].message}`);
    return Object.keys(result.success ?? {}).length;
  }
}
