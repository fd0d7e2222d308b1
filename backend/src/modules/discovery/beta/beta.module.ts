/** Beta sign-up (spec inst §2): registrations as events, one stream per address. */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { BetaController } from './beta.controller.js';
import { RegisterForBetaHandler } from './registering-for-beta/register-for-beta.handler.js';
import { BetaRegistrationsProjection } from './registrations/beta-registrations.projection.js';

@Module({
  controllers: [BetaController],
  providers: [RegisterForBetaHandler, BetaRegistrationsProjection],
})
export class BetaModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(BetaRegistrationsProjection) private readonly registrations: BetaRegistrationsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.registrations);
  }
}
