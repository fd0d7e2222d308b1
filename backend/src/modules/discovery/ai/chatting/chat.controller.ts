import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ChatResponse } from '@scholarlens/contracts';
import { Public } from '../../../../platform/auth/access.js';
import { ChatDto } from './chat.dto.js';
import { ChatQuery } from './chat.query.js';

/** The AI assistant (spec core §7): open to anyone (spec core §6), not metered. */
@Controller()
export class ChatController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** Chat about a paper (context 'paper'); the other contexts work here as on /api/ai/chat. */
  @Public()
  @Post('api/papers/:id/chat')
  @HttpCode(HttpStatus.OK)
  paperChat(@Param('id') id: string, @Body() body: ChatDto): Promise<ChatResponse> {
    return this.queryBus.execute(new ChatQuery(body.message, body.context, id, body.paperIds));
  }

  /** Chat about a collection (the ids sent) or the whole catalog (context 'general'). */
  @Public()
  @Post('api/ai/chat')
  @HttpCode(HttpStatus.OK)
  chat(@Body() body: ChatDto): Promise<ChatResponse> {
    return this.queryBus.execute(new ChatQuery(body.message, body.context, null, body.paperIds));
  }
}
