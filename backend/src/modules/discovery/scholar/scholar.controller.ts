import { BadRequestException, Controller, Get, Inject, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type CitationGraphAnswer, type LiveAccessStatus, NEXT_CURSOR_HEADER } from '@scholarlens/contracts';
import type { Response } from 'express';
import { CurrentUser, Public, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import type { ScholarPaper } from '../../../platform/external/openalex/openalex-work.js';
import { LoadCitationGraphCommand } from './loading-citation-graph/load-citation-graph.command.js';
import { LoadCitationGraphDto } from './loading-citation-graph/load-citation-graph.dto.js';
import { DEFAULT_LIVE_LIMIT, LiveWorksDto } from './live-works/live-works.dto.js';
import { LiveAccessStatusQuery } from './live-works/live-access-status.query.js';
import { LiveWorkQuery } from './live-works/live-work.query.js';
import { type LiveList, type LivePage, LiveWorksQuery } from './live-works/live-works.query.js';
import { SCHOLAR_CATEGORIES, isScholarCategory } from './scholar-categories.js';
import { type SaveWorkAnswer, SaveWorkCommand } from './saving-work/save-work.command.js';

/** The headers of a live list, as /api/docs describes them. */
const LIVE_LIST_HEADERS = { [NEXT_CURSOR_HEADER]: 'The cursor of the next page (absent on the last page)', 'X-Total-Count': 'OpenAlex total of the list' };

const WORK_ID = /^(W\d{1,12}|10\.\d{4,9}\/\S{1,300})$/i;

function badRequest(field: string, problem: string): BadRequestException {
  return new BadRequestException({ message: `${field}: ${problem}`, errors: { [field]: [problem] } });
}

/**
 * Live Research Access (spec inst §2, §7): OpenAlex works as Scholar papers. Lists answer a
 * JSON array of {id, title, authors, year, citations, abstract, venue, url, doi, arxivId,
 * publicationDate, topic}; the next page's cursor in X-Next-Cursor, the OpenAlex total in
 * X-Total-Count. Every route is a literal prefix (latest, search/, category/, works/, status).
 * And a catalog paper's references and citing works, from OpenAlex (issue #38 item 5): the
 * context's one controller, so both live under `api`.
 */
@Controller('api')
export class ScholarController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  /** Whether live access is configured (no secret in the answer): the page's "not configured" state. */
  @Public()
  @Get('google-scholar/status')
  @Answers('LiveAccessStatus')
  status(): Promise<LiveAccessStatus> {
    return this.queryBus.execute(new LiveAccessStatusQuery());
  }

  @Public()
  @Get('google-scholar/latest')
  @Answers('ScholarPaper[]', { headers: LIVE_LIST_HEADERS })
  latest(@Query() q: LiveWorksDto, @Res({ passthrough: true }) res: Response): Promise<ScholarPaper[]> {
    return this.list({ kind: 'latest' }, q, res);
  }

  @Public()
  @Get('google-scholar/search/:query')
  @Answers('ScholarPaper[]', { headers: LIVE_LIST_HEADERS })
  search(@Param('query') query: string, @Query() q: LiveWorksDto, @Res({ passthrough: true }) res: Response): Promise<ScholarPaper[]> {
    const text = query.trim();
    if (!text) throw badRequest('query', 'must not be blank');
    if (text.length > 300) throw badRequest('query', 'must be at most 300 characters');
    return this.list({ kind: 'search', query: text }, q, res);
  }

  @Public()
  @Get('google-scholar/category/:category')
  @Answers('ScholarPaper[]', { headers: LIVE_LIST_HEADERS })
  category(@Param('category') category: string, @Query() q: LiveWorksDto, @Res({ passthrough: true }) res: Response): Promise<ScholarPaper[]> {
    if (!isScholarCategory(category)) throw badRequest('category', `must be one of ${Object.keys(SCHOLAR_CATEGORIES).join(', ')}`);
    return this.list({ kind: 'category', category }, q, res);
  }

  /** One work by OpenAlex id (W…) or DOI. */
  @Public()
  @Get('google-scholar/works/:workId')
  @Answers('ScholarPaper')
  async work(@Param('workId') workId: string): Promise<ScholarPaper> {
    if (!WORK_ID.test(workId)) throw badRequest('workId', 'must be an OpenAlex work id (W…) or a DOI');
    const work = await this.queryBus.execute(new LiveWorkQuery(workId));
    if (!work) throw new NotFoundException({ message: 'Work not found in OpenAlex' });
    return work;
  }

  /** "Save to ScholarLens": imports the work into the catalog (201), or finds it there (200). */
  @SignedIn()
  @Post('google-scholar/works/:workId/save')
  @Answers('SaveWorkAnswer', { statuses: [200, 201] })
  async save(@Param('workId') workId: string, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<SaveWorkAnswer> {
    if (!WORK_ID.test(workId)) throw badRequest('workId', 'must be an OpenAlex work id (W…) or a DOI');
    const answer = await this.commandBus.execute(new SaveWorkCommand(workId, user.id));
    res.status(answer.status === 'imported' ? 201 : 200);
    return answer;
  }

  @Public()
  @Get('papers/:id/citations')
  @Answers('CitationGraphAnswer')
  citations(@Param('id') id: string, @Query() query: LoadCitationGraphDto): Promise<CitationGraphAnswer> {
    return this.commandBus.execute(new LoadCitationGraphCommand(id, query.refresh === 'true'));
  }

  private async list(list: LiveList, q: LiveWorksDto, res: Response): Promise<ScholarPaper[]> {
    const page: LivePage = await this.queryBus.execute(new LiveWorksQuery(list, q.limit ? Number(q.limit) : DEFAULT_LIVE_LIMIT, q.cursor || null));
    if (page.nextCursor) res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
    res.setHeader('X-Total-Count', String(page.total));
    res.setHeader('Access-Control-Expose-Headers', `${NEXT_CURSOR_HEADER}, X-Total-Count`);
    return page.papers;
  }
}
