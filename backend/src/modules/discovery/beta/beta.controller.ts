import { Body, Controller, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { RegisterForBetaCommand } from './registering-for-beta/register-for-beta.command.js';
import type { BetaRegistrationReceipt } from './registering-for-beta/register-for-beta.command.js';
import { RegisterForBetaDto } from './registering-for-beta/register-for-beta.dto.js';

@Controller('api/beta')
export class BetaController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /** Anyone may ask for beta access (spec inst §2); an address registers once (409 after). */
  @Public()
  @Post('register')
  @Answers('BetaRegistrationReceipt')
  @HttpCode(201)
  register(@Body() body: RegisterForBetaDto, @Ip() ip: string): Promise<BetaRegistrationReceipt> {
    return this.commandBus.execute(new RegisterForBetaCommand({ ...body }, new Date(), ip));
  }
}
