import { Controller, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Intelligence } from '@scholarlens/contracts';
import type { Request } from 'express';
import { Public, sessionUserOf } from '../../../../platform/auth/access.js';
import { GenerateIntelligenceCommand } from './generate-intelligence.command.js';

@Controller('api/papers')
export class IntelligenceController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /** The paper's research intelligence; open to anyone (spec core §6: not metered), stored on the paper. */
  @Public()
  @Post(':id/intelligence')
  @HttpCode(HttpStatus.OK)
  generate(@Param('id') id: string, @Req() req: Request): Promise<Intelligence> {
    return this.commandBus.execute(new GenerateIntelligenceCommand(id, sessionUserOf(req)?.id ?? null));
  }
}
