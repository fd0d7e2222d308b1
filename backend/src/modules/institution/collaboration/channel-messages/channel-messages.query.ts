import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { TeamMessage, MessageType } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { ContentSealing, type OpenedText, protectionOf } from '../../../../platform/sealing/content-sealing.js';

interface MessageRow {
  id: string;
  seq: number;
  content: string;
  message_type: MessageType;
  paper_id: string | null;
  paper_title: string | null;
  created_at: Date;
  member_id: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
}

/** Author names and avatars are read from the accounts read model (the member directory's e-mail when the account is unknown). */
const MESSAGE_SELECT = `
  select cm.id, cm.seq, cm.content, cm.message_type, cm.paper_id, cm.paper_title, cm.created_at, cm.member_id, u.name, u.avatar, im.email
  from channel_messages cm
  left join users u on u.id = cm.user_id
  left join institution_members im on im.id = cm.member_id`;

/** The rows as members read them: sealed content opened (or `removed`, the institution's key destroyed). */
async function toMessages(sealing: ContentSealing, rows: MessageRow[]): Promise<TeamMessage[]> {
  const shown = await sealing.open(rows.map((r) => r.content));
  return rows.map((r, i) => toMessage(r, shown[i]));
}

const toMessage = (r: MessageRow, shown: OpenedText): TeamMessage => ({
  id: r.id,
  seq: r.seq,
  content: shown.text,
  protection: protectionOf(shown),
  messageType: r.message_type,
  metadata: r.paper_id ? { paperId: r.paper_id, paperTitle: r.paper_title ?? '' } : null,
  createdAt: r.created_at.toISOString(),
  memberId: r.member_id,
  user: { name: r.name ?? r.email ?? 'Former member', avatar: r.avatar },
});

/** GET …/messages: a page of a channel's messages, newest first, older than `before` (a seq) when given. */
export class ChannelMessagesQuery extends Query<{ messages: TeamMessage[]; nextCursor: string | null }> {
  constructor(
    readonly channelId: string,
    readonly limit: number,
    readonly before: number | null,
  ) {
    super();
  }
}

@QueryHandler(ChannelMessagesQuery)
export class ChannelMessagesHandler implements IQueryHandler<ChannelMessagesQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(ContentSealing) private readonly sealing: ContentSealing,
  ) {}

  async execute({ channelId, limit, before }: ChannelMessagesQuery) {
    // One more than asked tells whether an older page exists.
    const { rows } = await this.pool.query<MessageRow>(
      `${MESSAGE_SELECT} where cm.channel_id = $1 and ($2::int is null or cm.seq < $2) order by cm.seq desc limit $3`,
      [channelId, before, limit + 1],
    );
    const page = await toMessages(this.sealing, rows.slice(0, limit));
    return { messages: page, nextCursor: rows.length > limit ? String(page[page.length - 1].seq) : null };
  }
}

/** Messages of a channel after `afterSeq`, oldest first (live delivery and resumption), at most `limit`. */
export class MessagesAfterQuery extends Query<TeamMessage[]> {
  constructor(
    readonly channelId: string,
    readonly afterSeq: number,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(MessagesAfterQuery)
export class MessagesAfterHandler implements IQueryHandler<MessagesAfterQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(ContentSealing) private readonly sealing: ContentSealing,
  ) {}

  async execute({ channelId, afterSeq, limit }: MessagesAfterQuery): Promise<TeamMessage[]> {
    const { rows } = await this.pool.query<MessageRow>(`${MESSAGE_SELECT} where cm.channel_id = $1 and cm.seq > $2 order by cm.seq limit $3`, [channelId, afterSeq, limit]);
    return toMessages(this.sealing, rows);
  }
}

/** One message by id (the answer of a post); null until the projection has it. */
export class MessageByIdQuery extends Query<TeamMessage | null> {
  constructor(readonly messageId: string) {
    super();
  }
}

@QueryHandler(MessageByIdQuery)
export class MessageByIdHandler implements IQueryHandler<MessageByIdQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(ContentSealing) private readonly sealing: ContentSealing,
  ) {}

  async execute({ messageId }: MessageByIdQuery): Promise<TeamMessage | null> {
    const { rows } = await this.pool.query<MessageRow>(`${MESSAGE_SELECT} where cm.id = $1`, [messageId]);
    return rows[0] ? (await toMessages(this.sealing, rows))[0] : null;
  }
}

/** The seq of a channel's newest message (-1 when it has none): where a stream without Last-Event-ID starts. */
export class LatestSeqQuery extends Query<number> {
  constructor(readonly channelId: string) {
    super();
  }
}

@QueryHandler(LatestSeqQuery)
export class LatestSeqHandler implements IQueryHandler<LatestSeqQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ channelId }: LatestSeqQuery): Promise<number> {
    const { rows } = await this.pool.query<{ seq: number | null }>('select max(seq) as seq from channel_messages where channel_id = $1', [channelId]);
    return rows[0]?.seq ?? -1;
  }
}
