/** The discovery area (the discovery remote's backend): search, library, AI, live access, research trends, the beta and search alerts. */
import { Module } from '@nestjs/common';
import { AiModule } from './ai/ai.module.js';
import { AlertsModule } from './alerts/alerts.module.js';
import { BetaModule } from './beta/beta.module.js';
import { LibraryModule } from './library/library.module.js';
import { ResearchModule } from './research/research.module.js';
import { ScholarModule } from './scholar/scholar.module.js';
import { SearchModule } from './search/search.module.js';

@Module({ imports: [SearchModule, AiModule, LibraryModule, ScholarModule, ResearchModule, BetaModule, AlertsModule] })
export class DiscoveryModule {}
