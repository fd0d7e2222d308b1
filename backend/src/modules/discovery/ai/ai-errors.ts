import { AiProviderError } from '../../../platform/ai/llm/ai-provider.port.js';
import { DomainError } from '../../../platform/domain/domain-error.js';

/** An AI provider failure as the domain says it (unavailable, or the provider failed), saying nothing was charged. */
export function aiFailure(err: unknown): unknown {
  if (!(err instanceof AiProviderError)) return err;
  const advice = err.kind === 'unavailable' ? 'Nothing was charged; please try again later.' : 'Nothing was charged; please try again.';
  return new DomainError(err.kind === 'unavailable' ? 'unavailable' : 'upstream-failed', `AI service error: ${err.message}. ${advice}`);
}

/** Runs a provider call, turning its failure into the HTTP answer. */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw aiFailure(err);
  }
}
