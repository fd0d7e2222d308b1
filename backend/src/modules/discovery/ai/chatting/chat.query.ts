import { Query } from '@nestjs/cqrs';
import type { ChatContext, ChatResponse } from '@scholarlens/contracts';

/** A chat message in a context (nothing is stored: the conversation lives in the browser). */
export class ChatQuery extends Query<ChatResponse> {
  constructor(
    readonly message: string,
    readonly context: ChatContext,
    /** The paper of POST /api/papers/:id/chat (used by the paper context). */
    readonly paperKey: string | null,
    readonly paperIds: readonly string[] | undefined,
  ) {
    super();
  }
}
