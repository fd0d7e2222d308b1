import { Inject, Injectable } from '@nestjs/common';
import { CONTRACT_TIER_CATALOGUE, type ContractTier, type InstitutionTier } from '@scholarlens/contracts';
import type { AppConfig } from '../../../platform/config/config.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';

/** The tiers of shared-contracts' catalogue at the configured prices (CONTRACT_PRICE_*): what GET /api/contracts/tiers answers and proposals are priced at. */
@Injectable()
export class TierCatalogue {
  private readonly all: ContractTier[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.all = CONTRACT_TIER_CATALOGUE.map((t) => ({ name: t.name, price: config.contracts.prices[t.name], maxUsers: t.maxUsers, support: t.support, features: [...t.features] }));
  }

  tiers(): ContractTier[] {
    return this.all;
  }

  tier(name: InstitutionTier): ContractTier {
    const tier = this.all.find((t) => t.name === name);
    if (!tier) throw new Error(`No tier ${name} in the catalogue`);
    return tier;
  }
}
