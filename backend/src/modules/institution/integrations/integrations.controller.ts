import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { INTEGRATION_MESSAGES, type Integration, type IntegrationDelivery, type IntegrationTemplate, type Pipeline } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { Answers } from '../../../platform/http/answers.js';
import { ConfigureIntegrationCommand } from './configuring-integration/configure-integration.command.js';
import { ConfigureIntegrationDto } from './configuring-integration/configure-integration.dto.js';
import { ConnectIntegrationCommand } from './connecting-integration/connect-integration.command.js';
import { ConnectIntegrationDto } from './connecting-integration/connect-integration.dto.js';
import { CreatePipelineCommand } from './creating-pipeline/create-pipeline.command.js';
import { CreatePipelineDto } from './creating-pipeline/create-pipeline.dto.js';
import { DisconnectIntegrationCommand } from './disconnecting-integration/disconnect-integration.command.js';
import { isUuid } from './integration.js';
import { DeliveriesQuery, IntegrationsQuery, PipelinesQuery, TemplatePopularityQuery } from './integrations-of-institution/integrations.query.js';
import { PausePipelineCommand } from './pausing-pipeline/pause-pipeline.command.js';
import { InstitutionAccess } from './ports.js';
import { RunPipelineCommand } from './running-pipeline/run-pipeline.command.js';
import { SyncIntegrationCommand } from './syncing-integration/sync-integration.command.js';
import { templatesIn } from './template-catalogue.js';
import { TemplatesDto } from './templates.dto.js';

const integrationId = (id: string) => {
  if (!isUuid(id)) throw new DomainError('not-found', INTEGRATION_MESSAGES.notFound);
  return id;
};
const pipelineId = (id: string) => {
  if (!isUuid(id)) throw new DomainError('not-found', INTEGRATION_MESSAGES.pipelineNotFound);
  return id;
};

/**
 * Integrations (spec inst §2 "Integration ecosystem", §7 /api/integrations/*): the template
 * catalogue to any signed-in user; the institution's integrations, deliveries and pipelines to its
 * members; connecting, configuring, disconnecting, syncing and every pipeline step to its
 * administrators. Another institution's integration or pipeline is not found (404).
 */
@Controller('api/integrations')
export class IntegrationsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionAccess) private readonly access: InstitutionAccess,
  ) {}

  @SignedIn()
  @Get()
  @Answers('Integration[]')
  async list(@CurrentUser() user: SessionUser): Promise<Integration[]> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new IntegrationsQuery(me.institutionId));
  }

  @SignedIn()
  @Get('templates')
  @Answers('IntegrationTemplate[]')
  async templates(@Query() query: TemplatesDto): Promise<IntegrationTemplate[]> {
    const popularity = await this.queryBus.execute(new TemplatePopularityQuery());
    return templatesIn(query.category ?? 'all').map(({ accepts: _accepts, eventDriven: _eventDriven, ...t }) => ({ ...t, popularity: popularity.get(t.id) ?? 0 }));
  }

  @SignedIn()
  @Get('pipelines')
  @Answers('Pipeline[]')
  async pipelines(@CurrentUser() user: SessionUser): Promise<Pipeline[]> {
    const me = await this.access.memberOf(user);
    return this.queryBus.execute(new PipelinesQuery(me.institutionId));
  }

  @SignedIn()
  @Post('connect')
  @HttpCode(HttpStatus.CREATED)
  @Answers('Integration')
  async connect(@CurrentUser() user: SessionUser, @Body() body: ConnectIntegrationDto): Promise<Integration> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new ConnectIntegrationCommand(me, body.templateId, body.config));
  }

  @SignedIn()
  @Post('pipelines')
  @HttpCode(HttpStatus.CREATED)
  @Answers('Pipeline')
  async createPipeline(@CurrentUser() user: SessionUser, @Body() body: CreatePipelineDto): Promise<Pipeline> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new CreatePipelineCommand(me, body));
  }

  @SignedIn()
  @Post('pipelines/:id/run')
  @HttpCode(HttpStatus.OK)
  @Answers('Pipeline')
  async runPipeline(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Pipeline> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new RunPipelineCommand(me, pipelineId(id)));
  }

  @SignedIn()
  @Post('pipelines/:id/pause')
  @HttpCode(HttpStatus.OK)
  @Answers('Pipeline')
  async pausePipeline(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Pipeline> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new PausePipelineCommand(me, pipelineId(id), true));
  }

  @SignedIn()
  @Post('pipelines/:id/resume')
  @HttpCode(HttpStatus.OK)
  @Answers('Pipeline')
  async resumePipeline(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Pipeline> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new PausePipelineCommand(me, pipelineId(id), false));
  }

  @SignedIn()
  @Put(':id/config')
  @Answers('Integration')
  async configure(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: ConfigureIntegrationDto): Promise<Integration> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new ConfigureIntegrationCommand(me, integrationId(id), body.config, body.syncFrequency));
  }

  @SignedIn()
  @Post(':id/disconnect')
  @HttpCode(HttpStatus.OK)
  @Answers('Integration')
  async disconnect(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Integration> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new DisconnectIntegrationCommand(me, integrationId(id)));
  }

  @SignedIn()
  @Post(':id/sync')
  @HttpCode(HttpStatus.OK)
  @Answers('Integration')
  async sync(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Integration> {
    const me = await this.access.adminOf(user);
    return this.commandBus.execute(new SyncIntegrationCommand(me, integrationId(id)));
  }

  @SignedIn()
  @Get(':id/deliveries')
  @Answers('IntegrationDelivery[]')
  async deliveries(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<IntegrationDelivery[]> {
    const me = await this.access.memberOf(user);
    const found = await this.queryBus.execute(new IntegrationsQuery(me.institutionId, integrationId(id)));
    if (found.length === 0) throw new DomainError('not-found', INTEGRATION_MESSAGES.notFound);
    return this.queryBus.execute(new DeliveriesQuery(me.institutionId, id));
  }
}
