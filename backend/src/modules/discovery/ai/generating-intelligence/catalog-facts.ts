/**
 * Measures what the catalog knows around a paper (the facts research intelligence is built on):
 * related papers (catalog papers matching its key phrases, via the search context's lexical
 * ranking), the publication activity of its categories (the last 90 days against the 90 before,
 * ending at each category's latest paper), and its authors' other papers and co-authors.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Paper } from '@scholarlens/contracts';
import type { CatalogFacts } from '../../../../platform/ai/llm/ai-provider.port.js';
import { nounPhraseKeyphrases as keyphrases } from '../../../../platform/ai/llm/nlp.js';
import { CategoryActivityQuery, CountPapersQuery, PaperSearchService } from '../ports.js';

const PHRASES = 3;
const AUTHORS = 5;
const CANDIDATES = 200;

const quoted = (s: string) => `"${s.replace(/["\\]/g, ' ').trim()}"`;

@Injectable()
export class CatalogFactsReader {
  private readonly logger = new Logger('CatalogFacts');

  constructor(
    @Inject(PaperSearchService) private readonly search: PaperSearchService,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async of(paper: Paper): Promise<CatalogFacts> {
    const [related, categoryGrowth, coAuthors, { total }] = await Promise.all([
      this.related(paper),
      this.queryBus.execute(new CategoryActivityQuery(paper.categories.slice(0, 3))),
      this.coAuthors(paper),
      this.queryBus.execute(new CountPapersQuery()),
    ]);
    return { relatedPapers: related, categoryGrowth, coAuthors, catalogSize: total };
  }

  private async lexical(q: string): Promise<string[]> {
    try {
      return (await this.search.rank(q, { mode: 'lexical', limit: CANDIDATES })).ids;
    } catch (err) {
      this.logger.warn(`Search for ${q} failed: ${(err as Error).message}`);
      return [];
    }
  }

  private async related(paper: Paper): Promise<CatalogFacts['relatedPapers']> {
    const phrases = keyphrases(paper.title, paper.abstract, PHRASES).map((k) => k.phrase);
    const ranked = await Promise.all(phrases.map((p) => this.lexical(quoted(p))));
    const capped = ranked.some((ids) => ids.length >= CANDIDATES);
    // Best first: papers matching more phrases, then by their rank for the first phrase that matched.
    const score = new Map<string, number>();
    for (const ids of ranked) {
      for (const [i, id] of ids.entries()) score.set(id, (score.get(id) ?? 0) + 1 + 1 / (i + 2));
    }
    score.delete(paper.id);
    const ids = [...score].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    const top = (await this.search.hydrate(ids.slice(0, 3))).map((p) => ({ id: p.id, title: p.title }));
    return { count: ids.length, capped, phrases, top };
  }

  private async coAuthors(paper: Paper): Promise<CatalogFacts['coAuthors']> {
    const out: CatalogFacts['coAuthors'] = [];
    for (const author of paper.authors.slice(0, AUTHORS)) {
      if (author.trim().length < 3) continue;
      const ids = (await this.lexical(quoted(author))).filter((id) => id !== paper.id);
      const papers = (await this.search.hydrate(ids.slice(0, 50))).filter((p) => p.authors.includes(author));
      const collaborators = new Map<string, number>();
      for (const p of papers) for (const a of p.authors) if (a !== author && !paper.authors.includes(a)) collaborators.set(a, (collaborators.get(a) ?? 0) + 1);
      out.push({
        author,
        otherPapers: papers.length,
        collaborators: [...collaborators].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5).map(([a]) => a),
      });
    }
    return out;
  }
}
