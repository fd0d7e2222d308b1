/**
 * Computing the trends snapshot from `research_paper_facts` (the `research-trends` job's work)
 * and reading it. The snapshot records the facts version it was computed from; a newer snapshot
 * is never overwritten by an older computation.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { type PaperFact, type ResearchTrends, computeTrends } from '../trends/trends.js';

export interface TrendsSnapshot {
  factsVersion: number;
  trends: ResearchTrends;
  computedAt: string;
}

@Injectable()
export class TrendsRecompute {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async factsVersion(): Promise<number> {
    return (await this.factsState()).version;
  }

  /** The facts version and this database's epoch (see migration 500). */
  async factsState(): Promise<{ version: number; epoch: string }> {
    const { rows } = await this.pool.query<{ version: number; epoch: string }>('select version, epoch::text as epoch from research_facts_state');
    return { version: Number(rows[0]?.version ?? 0), epoch: rows[0]?.epoch ?? 'none' };
  }

  async snapshot(): Promise<TrendsSnapshot | null> {
    const { rows } = await this.pool.query<{ facts_version: number; trends: ResearchTrends; computed_at: Date }>(
      'select facts_version, trends, computed_at from research_trends',
    );
    const r = rows[0];
    return r ? { factsVersion: Number(r.facts_version), trends: r.trends, computedAt: r.computed_at.toISOString() } : null;
  }

  /** Computes from the facts as they are now and stores the snapshot; answers its facts version. */
  async run(): Promise<{ factsVersion: number; papersAnalyzed: number }> {
    const { windowDays, minPapers } = this.config.research;
    const client = await this.pool.connect();
    let version: number;
    let facts: PaperFact[];
    let catalogPapers: number;
    try {
      // One snapshot of the data: the version and the facts it stands for.
      await client.query('begin isolation level repeatable read read only');
      version = Number((await client.query<{ version: number }>('select version from research_facts_state')).rows[0].version);
      const { rows } = await client.query<{ categories: string[]; published_date: string; keyphrases: string[]; words: string[] }>(
        `select categories, published_date::text as published_date, keyphrases, words from research_paper_facts
         where published_date > (select max(published_date) from research_paper_facts) - $1::int`,
        [2 * windowDays],
      );
      // All the papers the facts cover, so the page can say what the two windows leave out.
      catalogPapers = Number((await client.query<{ n: string }>('select count(*) as n from research_paper_facts')).rows[0].n);
      await client.query('commit');
      facts = rows.map((r) => ({ categories: r.categories, publishedDate: r.published_date, keyphrases: r.keyphrases, words: r.words }));
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    const trends = { ...computeTrends(facts, { windowDays, minPapers }), catalogPapers };
    await this.pool.query(
      `insert into research_trends (id, facts_version, trends, computed_at) values (true, $1, $2::jsonb, now())
       on conflict (id) do update set facts_version = excluded.facts_version, trends = excluded.trends, computed_at = excluded.computed_at
       where research_trends.facts_version <= excluded.facts_version`,
      [version, JSON.stringify(trends)],
    );
    return { factsVersion: version, papersAnalyzed: trends.papersAnalyzed };
  }
}
