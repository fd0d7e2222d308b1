import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CitationExportResponse } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { ExportCitationCommand } from './export-citation.command.js';
import { ExportCitationDto } from './export-citation.dto.js';

@Controller('api/papers')
export class CitationExportController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /** Records one citation export (Pro and above) and answers the paper as CSL-JSON for the browser to format. */
  @SignedIn()
  @Post(':id/citation-export')
  @HttpCode(HttpStatus.OK)
  export(@Param('id') id: string, @Body() _body: ExportCitationDto, @CurrentUser() user: SessionUser): Promise<CitationExportResponse> {
    return this.commandBus.execute(new ExportCitationCommand(id, user.id));
  }
}
