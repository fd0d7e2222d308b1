/** Picks the AiProvider adapter from configuration (AI_PROVIDER; `auto` = openai when OPENAI_API_KEY is set, else local). */
import type { AppConfig } from '../../config/config.js';
import type { AiProvider } from './ai-provider.port.js';
import { LocalAiProvider } from './local-ai.provider.js';
import { OpenAiProvider } from './openai.provider.js';

export function createAiProvider(config: AppConfig): AiProvider {
  if (config.ai.provider === 'openai') {
    if (!config.openai.apiKey) throw new Error('AI_PROVIDER=openai needs OPENAI_API_KEY');
    return new OpenAiProvider({
      apiKey: config.openai.apiKey,
      baseUrl: config.openai.baseUrl,
      model: config.ai.model,
      timeoutMs: config.ai.timeoutMs,
      maxRetries: config.ai.maxRetries,
    });
  }
  return new LocalAiProvider();
}
