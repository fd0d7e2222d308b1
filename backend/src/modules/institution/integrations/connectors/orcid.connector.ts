/**
 * ORCID public API v3.0 (info.orcid.org/documentation/api-tutorials): each listed iD's works,
 * `GET /<orcid>/works` with `Accept: application/json`, answered as `{ group: [{ "work-summary":
 * [{ "put-code", title: { title: { value } }, "publication-date": { year: { value } },
 * "external-ids": { "external-id": [{ "external-id-type", "external-id-value" }] }, type }] }] }`.
 * The first summary of each group is the preferred version; the works are linked to the
 * integration (OrcidWorksLinked) and shown with their DOIs.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { OrcidWork } from '../integration.js';
import { type Connector, type ConnectionSettings, type OpenedIntegration, type SyncOutcome, refusedField, str } from './connector.js';
import { callService, excerpt, ok } from './http.js';

interface WorkSummary {
  'put-code': number;
  title?: { title?: { value?: string } } | null;
  'publication-date'?: { year?: { value?: string } | null } | null;
  'external-ids'?: { 'external-id'?: { 'external-id-type': string; 'external-id-value': string }[] } | null;
  type?: string | null;
}

export function worksOf(orcid: string, body: { group?: { 'work-summary'?: WorkSummary[] }[] }): OrcidWork[] {
  return (body.group ?? []).flatMap((g) => {
    const w = g['work-summary']?.[0];
    if (!w) return [];
    const year = Number(w['publication-date']?.year?.value);
    const doi = w['external-ids']?.['external-id']?.find((e) => e['external-id-type'] === 'doi')?.['external-id-value'] ?? null;
    return [{ orcid, putCode: String(w['put-code']), title: w.title?.title?.value ?? '(untitled)', year: Number.isInteger(year) ? year : null, doi, type: w.type ?? null }];
  });
}

@Injectable()
export class OrcidConnector implements Connector {
  readonly templateId = 'orcid' as const;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private ids(s: ConnectionSettings): string[] {
    return str(s.config.orcidIds).split(/[\s,]+/).filter(Boolean);
  }

  private works(orcid: string) {
    return callService('ORCID', `${this.config.integrations.orcidApiUrl}/${orcid}/works`, { headers: { Accept: 'application/json' } }, this.config.integrations);
  }

  async check(settings: ConnectionSettings): Promise<void> {
    for (const orcid of this.ids(settings)) {
      const res = await this.works(orcid).catch((err: Error) => {
        throw refusedField('orcidIds', err.message);
      });
      if (res.status === 404) throw refusedField('orcidIds', `${orcid} has no public ORCID record`);
      if (!ok(res.status)) throw refusedField('orcidIds', `ORCID answered ${res.status} for ${orcid}: ${excerpt(res.text, 200)}`);
    }
  }

  async sync(integration: OpenedIntegration): Promise<SyncOutcome> {
    const ids = this.ids(integration);
    const linked: OrcidWork[] = [];
    for (const orcid of ids) {
      const res = await this.works(orcid);
      if (!ok(res.status)) throw new Error(`ORCID answered ${res.status} for ${orcid}: ${excerpt(res.text, 200)}`);
      linked.push(...worksOf(orcid, JSON.parse(res.text)));
    }
    return { recordsProcessed: linked.length, message: `${linked.length} works read from ${ids.length} ORCID record${ids.length === 1 ? '' : 's'}`, direction: 'incoming', linkedWorks: linked };
  }
}
