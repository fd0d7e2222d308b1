import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { SecurityConfig } from '@scholarlens/contracts';
import { SecurityConfigs } from './security-configs.js';

/** GET /api/security/config[?asOf=]: the configuration now, or folded from the changes up to `asOf`. */
export class SecurityConfigQuery extends Query<SecurityConfig> {
  constructor(
    readonly institutionId: string,
    readonly asOf: Date | null,
  ) {
    super();
  }
}

@QueryHandler(SecurityConfigQuery)
export class SecurityConfigHandler implements IQueryHandler<SecurityConfigQuery> {
  constructor(@Inject(SecurityConfigs) private readonly configs: SecurityConfigs) {}

  async execute({ institutionId, asOf }: SecurityConfigQuery): Promise<SecurityConfig> {
    const state = await this.configs.of(institutionId, asOf);
    return { ...state, ipWhitelist: [...state.ipWhitelist], asOf: asOf?.toISOString() ?? null };
  }
}
