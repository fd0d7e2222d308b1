import { BadRequestException, Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type Paper, SEARCH_RANKING_HEADER, formatSearchRanking } from '@scholarlens/contracts';
import type { Response } from 'express';
import { AdminOnly, Public } from '../../../platform/auth/access.js';
import { EmbeddingBacklogQuery } from './embedding-papers/backlog.query.js';
import type { BacklogCounts } from './embedding-papers/embedding-backlog.js';
import { BlankQueryError } from './searching-papers/paper-search.service.js';
import { SearchPapersDto } from './searching-papers/search-papers.dto.js';
import { SearchPapersQuery } from './searching-papers/search-papers.query.js';

@Controller('api/papers/search')
export class SearchController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** Papers ranked for `q` (spec core §7): lexical and semantic rankings fused; how, in X-Search-Ranking. */
  @Public()
  @Get()
  async search(@Query() query: SearchPapersDto, @Res({ passthrough: true }) res: Response): Promise<Paper[]> {
    try {
      const { papers, ranking } = await this.queryBus.execute(new SearchPapersQuery(query.q, query.limit ? Number(query.limit) : 20, query.mode ?? 'hybrid'));
      res.setHeader(SEARCH_RANKING_HEADER, formatSearchRanking(ranking));
      res.setHeader('Access-Control-Expose-Headers', SEARCH_RANKING_HEADER);
      return papers;
    } catch (err) {
      if (err instanceof BlankQueryError) {
        throw new BadRequestException({ message: err.message, errors: { q: [err.message.replace(/^q: /, '')] } });
      }
      throw err;
    }
  }
}

@Controller('api/admin/search')
export class AdminSearchController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** The embedding backlog: papers still searched lexically only, papers with a vector, the model. */
  @AdminOnly()
  @Get('backlog')
  backlog(): Promise<BacklogCounts> {
    return this.queryBus.execute(new EmbeddingBacklogQuery());
  }
}
