import { BadRequestException, Controller, Get, Inject, Next, Param, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AdminStats, type AuthorPage, NEXT_CURSOR_HEADER, type Paper, type Stats } from '@scholarlens/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AdminOnly, Public, sessionUserOf } from '../../platform/auth/access.js';
import { Answers } from '../../platform/http/answers.js';
import { AdminCatalogStatsQuery, CatalogStatsQuery } from './catalog-stats/catalog-stats.query.js';
import { decodeCursor } from './paper-feed/feed-cursor.js';
import { PapersFeedDto } from './paper-feed/papers-feed.dto.js';
import { PapersFeedQuery } from './paper-feed/papers-feed.query.js';
import { ViewPaperCommand } from './viewing-paper/view-paper.command.js';
import { AuthorPageQuery } from './author-pages/author-page.query.js';

/**
 * Words under /api/papers/ that other controllers serve (search, acquisition, AI). `GET :id`
 * passes them on to the next matching route, so module registration order does not matter.
 */
export const RESERVED_PAPER_PATHS = new Set(['search', 'estimate-total', 'sync', 'auto-tag', 'bulk-scrape']);

/** The catalog: the feed, a paper (counting views), the catalog stats. */
@Controller('api')
export class PapersController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** The feed, newest first; the next page's cursor in the X-Next-Cursor header. */
  @Public()
  @Get('papers')
  @Answers('Paper[]', { headers: { [NEXT_CURSOR_HEADER]: 'The cursor of the next page (absent on the last page)' } })
  async feed(@Query() query: PapersFeedDto, @Res({ passthrough: true }) res: Response): Promise<Paper[]> {
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !after) {
      throw new BadRequestException({ message: 'cursor: not a cursor this API issued', errors: { cursor: ['not a cursor this API issued'] } });
    }
    const page = await this.queryBus.execute(new PapersFeedQuery(query.limit ? Number(query.limit) : 20, query.category || null, after));
    if (page.nextCursor) res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
    res.setHeader('Access-Control-Expose-Headers', NEXT_CURSOR_HEADER);
    return page.papers;
  }

  /** One paper by id or arXiv id; opening it counts a view, which the answer includes. */
  @Public()
  @Get('papers/:id')
  @Answers('Paper')
  async one(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @Next() next: NextFunction): Promise<void> {
    if (RESERVED_PAPER_PATHS.has(id)) return next();
    const userId = sessionUserOf(req)?.id ?? null;
    const visitor = userId ? `user:${userId}` : `ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
    const paper = await this.commandBus.execute(new ViewPaperCommand(id, userId, visitor));
    res.json(paper);
  }

  /** An author's page: the catalog's papers by any written form of the name, newest first. */
  @Public()
  @Get('authors/:name')
  @Answers('AuthorPage')
  author(@Param('name') name: string): Promise<AuthorPage> {
    return this.queryBus.execute(new AuthorPageQuery(name));
  }

  /** Home strip: papers added in the last 24 h, total papers, AI summary quality (null when none). */
  @Public()
  @Get('stats')
  @Answers('Stats')
  stats(): Promise<Stats> {
    return this.queryBus.execute(new CatalogStatsQuery());
  }

  /** Admin dashboard: the stats plus categories and the top 10 categories with counts. */
  @AdminOnly()
  @Get('admin/stats')
  @Answers('AdminStats')
  adminStats(): Promise<AdminStats> {
    return this.queryBus.execute(new AdminCatalogStatsQuery());
  }
}
