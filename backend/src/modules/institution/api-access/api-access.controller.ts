import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { ApiCatalogue, ApiKey, CreatedApiKey } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { ApiCatalogueQuery } from './api-catalogue/api-catalogue.query.js';
import { ApiKeysOfInstitutionQuery } from './api-keys/api-keys.query.js';
import { CreateApiKeyCommand } from './creating-api-key/create-api-key.command.js';
import { CreateApiKeyDto } from './creating-api-key/create-api-key.dto.js';
import { InstitutionAccess } from './ports.js';
import { RevokeApiKeyCommand } from './revoking-api-key/revoke-api-key.command.js';

/**
 * The integrations panel's api tab (spec inst §7 GET /api/integrations/api-endpoints; issue #36
 * item 4): the catalogue to members of an institution; the institution's API keys to its
 * administrators only (listed, created with the secret shown once, revoked). Another
 * institution's key is not found.
 */
@Controller('api/integrations')
export class ApiAccessController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionAccess) private readonly access: InstitutionAccess,
  ) {}

  @SignedIn()
  @Get('api-endpoints')
  @Answers('ApiCatalogue')
  async endpoints(@CurrentUser() user: SessionUser): Promise<ApiCatalogue> {
    await this.access.memberOf(user);
    return this.queryBus.execute(new ApiCatalogueQuery());
  }

  @SignedIn()
  @Get('api-keys')
  @Answers('ApiKey[]')
  async keys(@CurrentUser() user: SessionUser): Promise<ApiKey[]> {
    const me = await this.access.adminOf(user);
    return this.queryBus.execute(new ApiKeysOfInstitutionQuery(me.institutionId));
  }

  @SignedIn()
  @Post('api-keys')
  @Answers('CreatedApiKey')
  @HttpCode(HttpStatus.CREATED)
  async create(@Body() body: CreateApiKeyDto, @CurrentUser() user: SessionUser): Promise<CreatedApiKey> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new CreateApiKeyCommand(me, user.id, user.name, body.name));
  }

  @SignedIn()
  @Delete('api-keys/:keyId')
  @Answers('ApiKey')
  @HttpCode(HttpStatus.OK)
  async revoke(@Param('keyId') keyId: string, @CurrentUser() user: SessionUser): Promise<ApiKey> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new RevokeApiKeyCommand(me, user.id, keyId));
  }
}
