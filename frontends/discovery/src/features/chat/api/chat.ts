import { useMutation } from '@tanstack/react-query';
import { AI_API, AI_LIMITS, type ChatContext, type ChatRequest, type ChatResponse } from '@scholarlens/contracts';
import { api } from '@scholarlens/common';

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
  let path: string = AI_API.chat;
  if (context === 'paper' && paperId) path = AI_API.paperChat(paperId);
  // The server takes at most AI_LIMITS.collectionMaxPapers (the first ones: the top of the feed or the bookmarks).
  if (context === 'collection') body.paperIds = (paperIds ?? []).slice(0, AI_LIMITS.collectionMaxPapers);
  const data = await api.post<ChatResponse>(path, body);
  if (!data || typeof data.response !== 'string') throw new Error('Failed to get AI response');
  return data;
}

export function useSendChat() {
  return useMutation({ mutationFn: sendChat });
}
