import type { Paper } from '@scholarlens/contracts';
import type { AiPaper } from '../../../platform/ai/llm/ai-provider.port.js';

export function toAiPaper(p: Paper): AiPaper {
  return { id: p.id, title: p.title, abstract: p.abstract, authors: p.authors, categories: p.categories, publishedDate: p.publishedDate };
}
