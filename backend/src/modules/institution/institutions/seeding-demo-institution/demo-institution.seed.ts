/**
 * The embedded default (issue #29): with the local issuer on (no OIDC_ISSUER) the first start creates
 * one demo institution, named as such, with the local issuer's Marie Curie invited as its
 * administrator (she becomes active when she signs in). A fixed id makes it idempotent across
 * restarts and processes. A real deployment (an external issuer) starts with none;
 * INSTITUTION_DEMO_SEED=false turns the seed off under the local issuer too.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DEMO_INSTITUTION } from '@scholarlens/contracts';
import { demoAccountBySub } from '../../../../platform/auth/demo-accounts.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { CreateInstitutionCommand } from '../creating-institution/create-institution.command.js';

export const DEMO_INSTITUTION_ID = '5c0a7e1a-0000-4000-8000-000000000001';

@Injectable()
export class DemoInstitutionSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('Institutions');

  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Only the embedded default seeds: the local issuer's demo accounts exist, and the seed is not turned off. */
  static wanted(config: Pick<AppConfig, 'oidc' | 'institutionDemoSeed'>): boolean {
    return config.oidc.issuer === null && config.institutionDemoSeed;
  }

  onApplicationBootstrap(): void {
    if (!DemoInstitutionSeed.wanted(this.config)) return;
    // In the background: the answer waits for the projections, which start once every module is up.
    void this.seed().catch((err: Error) => this.logger.warn(`Demo institution: ${err.message}`));
  }

  async seed(): Promise<void> {
    const marie = demoAccountBySub('local-marie');
    if (!marie) return;
    const { name, domain, subdomain, tier, maxUsers } = DEMO_INSTITUTION;
    try {
      await this.commandBus.execute(
        new CreateInstitutionCommand({ name, domain, subdomain, tier, maxUsers, ssoEnabled: false }, marie.email, 'seed', DEMO_INSTITUTION_ID),
      );
      this.logger.log(`Created the demo institution "${name}" with ${marie.name} as its administrator`);
    } catch (err) {
      // conflict: created by an earlier start (or Marie already belongs to an institution).
      if (!(err instanceof DomainError && err.kind === 'conflict')) throw err;
    }
  }
}
