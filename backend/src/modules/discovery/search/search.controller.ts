import { BadRequestException, Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  NEXT_CURSOR_HEADER,
  type Paper,
  SEARCH_RANKING_HEADER,
  SEARCH_TOTAL_HEADER,
  type SimilarPapersAnswer,
  formatSearchRanking,
  formatSearchTotal,
} from '@scholarlens/contracts';
import type { Response } from 'express';
import { AdminOnly, CurrentUser, Public, type SessionUser } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import type { BacklogCounts } from './embedding-papers/embedding-backlog.js';
import { EmbeddingBacklogQuery } from './paper-embeddings/embedding-backlog.query.js';
import { BlankQueryError } from './paper-search/paper-search.service.js';
import { SearchPapersDto } from './paper-search/search-papers.dto.js';
import { SearchPapersQuery } from './paper-search/search-papers.query.js';
import { BadCursorError } from './paper-search/search-cursor.js';
import { MemberActivityRecorder } from './ports.js';
import { SimilarPapersQuery } from './similar-papers/similar-papers.query.js';

/** A real calendar day (the DTO checks the shape: 2026-02-31 has it), and `from` not after `to`. */
function checkDates({ from, to }: SearchPapersDto): void {
  for (const [field, value] of [['from', from], ['to', to]] as const) {
    if (value && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
      throw new BadRequestException({ message: `${field}: must be a calendar date`, errors: { [field]: ['must be a calendar date'] } });
    }
  }
  if (from && to && from > to) throw new BadRequestException({ message: 'to: must not be before from', errors: { to: ['must not be before from'] } });
}

/** Searching the catalog, and the admins' view of the embedding backlog behind semantic search. */
@Controller('api')
export class SearchController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(MemberActivityRecorder) private readonly memberActivity: MemberActivityRecorder,
  ) {}

  /**
   * A page of the papers ranked for `q` (spec core §7): lexical and semantic rankings fused; how,
   * in X-Search-Ranking; how many match and where the next page starts, in X-Search-Total and
   * X-Next-Cursor (issue #37). Papers under the relevance floor are no answer: a query
   * about nothing in the catalog answers an empty list.
   */
  @Public()
  @Get('papers/search')
  @Answers('Paper[]', {
    headers: {
      [SEARCH_RANKING_HEADER]: 'How the results were ranked (lexical, semantic or both)',
      [SEARCH_TOTAL_HEADER]: 'How many papers match: a number, or >N when more than N would',
      [NEXT_CURSOR_HEADER]: 'The cursor of the next page (absent on the last page)',
    },
  })
  async search(
    @Query() query: SearchPapersDto,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user: SessionUser | null,
  ): Promise<Paper[]> {
    checkDates(query);
    try {
      const { papers, ranking, page } = await this.queryBus.execute(
        new SearchPapersQuery(
          query.q,
          query.limit ? Number(query.limit) : 20,
          query.mode ?? 'hybrid',
          query.cursor,
          { category: query.category, from: query.from, to: query.to },
          query.sort ?? 'relevance',
        ),
      );
      // Queued, not awaited: the institution usage counts members' searches (issue #29).
      if (user) this.memberActivity.searched(user.id);
      res.setHeader(SEARCH_RANKING_HEADER, formatSearchRanking(ranking));
      res.setHeader(SEARCH_TOTAL_HEADER, formatSearchTotal(page.total, page.totalIsLowerBound));
      if (page.nextCursor) res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
      res.setHeader('Access-Control-Expose-Headers', [SEARCH_RANKING_HEADER, SEARCH_TOTAL_HEADER, NEXT_CURSOR_HEADER].join(', '));
      return papers;
    } catch (err) {
      if (err instanceof BlankQueryError || err instanceof BadCursorError) {
        const [field, rule] = err.message.split(': ');
        throw new BadRequestException({ message: err.message, errors: { [field]: [rule] } });
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
