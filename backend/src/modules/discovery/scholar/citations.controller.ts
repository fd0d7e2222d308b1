import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CitationGraphAnswer } from '@scholarlens/contracts';
import { Public } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { LoadCitationGraphCommand } from './citation-graph/load-citation-graph.command.js';
import { LoadCitationGraphDto } from './citation-graph/load-citation-graph.dto.js';

/** A catalog paper's references and citing works, from OpenAlex (issue #38 item 5). */
@Controller('api')
export class CitationsController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Public()
  @Get('papers/:id/citations')
  @Answers('CitationGraphAnswer')
  citations(@Param('id') id: string, @Query() query: LoadCitationGraphDto): Promise<CitationGraphAnswer> {
    return this.commandBus.execute(new LoadCitationGraphCommand(id, query.refresh === 'true'));
  }
}
