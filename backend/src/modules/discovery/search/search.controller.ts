import { BadRequestException, Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type Paper, SEARCH_RANKING_HEADER, type SimilarPapersAnswer, formatSearchRanking } from '@scholarlens/contracts';
import type { Response } from 'express';
import { AdminOnly, CurrentUser, Public, type SessionUser } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import type { BacklogCounts } from './embedding-papers/embedding-backlog.js';
import { EmbeddingBacklogQuery } from './paper-embeddings/embedding-backlog.query.js';
import { BlankQueryError } from './paper-search/paper-search.service.js';
import { SearchPapersDto } from './paper-search/search-papers.dto.js';
import { SearchPapersQuery } from './paper-search/search-papers.query.js';
import { MemberActivityRecorder } from './ports.js';
import { SimilarPapersQuery } from './similar-papers/similar-papers.query.js';

/** Searching the catalog, and the admins' view of the embedding backlog behind semantic search. */
@Controller('api')
export class SearchController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(MemberActivityRecorder) private readonly memberActivity: MemberActivityRecorder,
  ) {}

  /** Papers ranked for `q` (spec core §7): lexical and semantic rankings fused; how, in X-Search-Ranking. */
  @Public()
  @Get('papers/search')
  @Answers('Paper[]', { headers: { [SEARCH_RANKING_HEADER]: 'How the results were ranked (lexical, semantic or both)' } })
  async search(
    @Query() query: SearchPapersDto,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user: SessionUser | null,
  ): Promise<Paper[]> {
    try {
      const { papers, ranking } = await this.queryBus.execute(new SearchPapersQuery(query.q, query.limit ? Number(query.limit) : 20, query.mode ?? 'hybrid'));
      // Queued, not awaited: the institution usage counts members' searches (issue #29).
      if (user) this.memberActivity.searched(user.id);
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

  /** The papers nearest in meaning to a paper (its page's Similar Papers), and which model measured it. */
  @Public()
  @Get('papers/:id/similar')
  @Answers('SimilarPapersAnswer')
  similar(@Param('id') id: string): Promise<SimilarPapersAnswer> {
    return this.queryBus.execute(new SimilarPapersQuery(id));
  }

  /** The embedding backlog: papers still searched lexically only, papers with a vector, the model. */
  @AdminOnly()
  @Get('admin/search/backlog')
  @Answers('BacklogCounts')
  backlog(): Promise<BacklogCounts> {
    return this.queryBus.execute(new EmbeddingBacklogQuery());
  }
}
