import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AI_PROVIDER } from './ai-provider.port.js';
import { createAiProvider } from './create-ai-provider.js';

/** Provides the AiProvider port (AI_PROVIDER) chosen by configuration. */
@Global()
@Module({
  providers: [{ provide: AI_PROVIDER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createAiProvider(c) }],
  exports: [AI_PROVIDER],
})
export class LlmModule {}
