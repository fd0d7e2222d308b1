import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AI_LIMITS, type AutoTagResponse, type ChatResponse, type Intelligence, type SummaryResponse } from '@scholarlens/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, Public, type SessionUser, SignedIn, sessionUserOf } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { AutoTagCommand } from './auto-tagging-papers/auto-tag.command.js';
import { AutoTagDto } from './auto-tagging-papers/auto-tag.dto.js';
import { ChatDto } from './chatting/chat.dto.js';
import { ChatQuery } from './chatting/chat.query.js';
import { GenerateIntelligenceCommand } from './generating-intelligence/generate-intelligence.command.js';
import { SummarizePaperCommand } from './summarizing-paper/summarize-paper.command.js';

/** AI on the catalog's papers: summaries (metered), research intelligence, auto-tagging and the assistant (spec core §6, §7). */
@Controller('api')
export class AiController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  /** The paper's AI summary `{summary}` (JSON text); signed in, metered (free: 3 per UTC day). */
  @SignedIn()
  @Post('papers/:id/summary')
  @Answers('SummaryResponse')
  @HttpCode(HttpStatus.OK)
  summarize(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<SummaryResponse> {
    return this.commandBus.execute(new SummarizePaperCommand(id, user.id));
  }

  /** The paper's research intelligence; open to anyone (spec core §6: not metered), stored on the paper. */
  @Public()
  @Post('papers/:id/intelligence')
  @Answers('Intelligence')
  @HttpCode(HttpStatus.OK)
  generateIntelligence(@Param('id') id: string, @Req() req: Request): Promise<Intelligence> {
    return this.commandBus.execute(new GenerateIntelligenceCommand(id, sessionUserOf(req)?.id ?? null));
  }

  /** Tags the newest untagged papers with AI tags (signed in; spec core §6); answers `{taggedPapers}`, 202 when the job outlives the wait. */
  @SignedIn()
  @Post('papers/auto-tag')
  @Answers('AutoTagResponse', { statuses: [200, 202] })
  async autoTag(@Body() body: AutoTagDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<AutoTagResponse> {
    const { status, taggedPapers } = await this.commandBus.execute(new AutoTagCommand(body?.batchSize ?? AI_LIMITS.autoTagDefaultBatch, user.id));
    res.status(status);
    return { taggedPapers };
  }

  /** The assistant (spec core §7), open to anyone and not metered: chat about a paper (context 'paper'); the other contexts work here as on /api/ai/chat. */
  @Public()
  @Post('papers/:id/chat')
  @Answers('ChatResponse')
  @HttpCode(HttpStatus.OK)
  paperChat(@Param('id') id: string, @Body() body: ChatDto): Promise<ChatResponse> {
    return this.queryBus.execute(new ChatQuery(body.message, body.context, id, body.paperIds));
  }

  /** Chat about a collection (the ids sent) or the whole catalog (context 'general'). */
  @Public()
  @Post('ai/chat')
  @Answers('ChatResponse')
  @HttpCode(HttpStatus.OK)
  chat(@Body() body: ChatDto): Promise<ChatResponse> {
    return this.queryBus.execute(new ChatQuery(body.message, body.context, null, body.paperIds));
  }
}
