import { useMutation } from '@tanstack/react-query';
import { AI_LIMITS } from '@scholarlens/contracts';
import { apiRequest, DISCOVERY_API, type ChatContext, type ChatRequest, type ChatResponse } from '@scholarlens/common';

export interface SendChatInput {
  message: string;
  context: ChatContext;
  /** The paper in context (context 'paper'). */
  paperId?: string;
  /** The collection's papers (context 'collection'). */
  paperIds?: string[];
}

/**
 * Paper context → POST /api/papers/:id/chat; collection and general → POST /api/ai/chat
 * (the collection sends the ids of its papers). Answer {response, suggestions?, provider?, model?}.
 */
export async function sendChat({ message, context, paperId, paperIds }: SendChatInput): Promise<ChatResponse> {
  const body: ChatRequest = { message, context };
  let url: string = DISCOVERY_API.chat;
  if (context === 'paper' && paperId) url = DISCOVERY_API.paperChat(paperId);
  // The server takes at most AI_LIMITS.collectionMaxPapers (the first ones: the top of the feed or the bookmarks).
  if (context === 'collection') body.paperIds = (paperIds ?? []).slice(0, AI_LIMITS.collectionMaxPapers);
  const res = await apiRequest('POST', url, body);
  const data = (await res.json()) as ChatResponse;
  if (!data || typeof data.response !== 'string') throw new Error('Failed to get AI response');
  return data;
}

export function useSendChat() {
  return useMutation({ mutationFn: sendChat });
}
