/**
 * API access (docs/ARCHITECTURE.md §15, issue #36 item 4): the API catalogue of the integrations
 * panel's api tab, and institution API keys (stream `api-key-<id>`), whose check it registers with
 * the platform's ApiKeyVerifier. Kept apart from the integrations context (connections, pipelines),
 * which renders this context's tab.
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ApiKeyVerifier } from '../../../platform/auth/api-key-auth.js';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';
import { InstitutionsModule } from '../institutions/institutions.module.js';
import { ApiAccessController } from './api-access.controller.js';
import { ApiCatalogueHandler } from './api-catalogue/api-catalogue.query.js';
import { ApiKeysProjection } from './api-keys/api-keys.projection.js';
import { ActiveApiKeyCountHandler, ApiKeysOfInstitutionHandler, InstitutionApiCallsHandler, LiveApiKeyByHashHandler } from './api-keys/api-keys.query.js';
import { ApiKeyVerification } from './authenticating-api-key/api-key-verification.js';
import { CreateApiKeyHandler } from './creating-api-key/create-api-key.handler.js';
import { RevokeApiKeyHandler } from './revoking-api-key/revoke-api-key.handler.js';

@Module({
  imports: [InstitutionsModule],
  controllers: [ApiAccessController],
  providers: [
    ApiKeysProjection,
    ApiKeyVerification,
    CreateApiKeyHandler,
    RevokeApiKeyHandler,
    ApiKeysOfInstitutionHandler,
    ActiveApiKeyCountHandler,
    LiveApiKeyByHashHandler,
    InstitutionApiCallsHandler,
    ApiCatalogueHandler,
  ],
})
export class ApiAccessModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(ApiKeysProjection) private readonly keys: ApiKeysProjection,
    @Inject(ApiKeyVerifier) private readonly verifier: ApiKeyVerifier,
    @Inject(ApiKeyVerification) private readonly verification: ApiKeyVerification,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.keys);
    this.verifier.register((secret) => this.verification.verify(secret));
  }
}
