import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@scholarlens/common';
import { AI_RESEARCH_API, type AiResearchTopic, type FieldSummaryAnswer, type GrantsAnswer, type LiteratureGapsAnswer, type TopicTrendsAnswer } from '@scholarlens/contracts';

const withTopic = (path: string, topic: AiResearchTopic) => `${path}?${new URLSearchParams({ topic })}`;

/** GET /api/ai-research/trends?topic=: the topic's categories in the catalog (spec inst §4: changing the topic refetches). */
export const useTopicTrends = (topic: AiResearchTopic) =>
  useQuery(queryOptions({ queryKey: ['ai-research', 'trends', topic], queryFn: () => api.get<TopicTrendsAnswer>(withTopic(AI_RESEARCH_API.trends, topic)) }));

/** GET /api/ai-research/literature-gaps?topic=: written by the AI provider, labelled with it. */
export const useLiteratureGaps = (topic: AiResearchTopic) =>
  useQuery(queryOptions({ queryKey: ['ai-research', 'literature-gaps', topic], queryFn: () => api.get<LiteratureGapsAnswer>(withTopic(AI_RESEARCH_API.literatureGaps, topic)) }));

/** GET /api/ai-research/summary?topic=: the field summary, labelled with its provider and model. */
export const useFieldSummary = (topic: AiResearchTopic) =>
  useQuery(queryOptions({ queryKey: ['ai-research', 'summary', topic], queryFn: () => api.get<FieldSummaryAnswer>(withTopic(AI_RESEARCH_API.summary, topic)) }));

/** GET /api/ai-research/grants?topic=: the configured grant source's projects, or its not-configured state. */
export const useGrants = (topic: AiResearchTopic) =>
  useQuery(queryOptions({ queryKey: ['ai-research', 'grants', topic], queryFn: () => api.get<GrantsAnswer>(withTopic(AI_RESEARCH_API.grants, topic)) }));
