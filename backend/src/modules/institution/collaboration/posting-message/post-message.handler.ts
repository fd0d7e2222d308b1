import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { COLLABORATION_MESSAGES, type TeamMessage, type MessageMetadata } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { ContentSealing } from '../../../../platform/sealing/content-sealing.js';
import { channelAggregate, messageContent } from '../channel.decider.js';
import { ChannelMessagesProjection } from '../channel-messages/channel-messages.projection.js';
import { MessageByIdQuery } from '../channel-messages/channel-messages.query.js';
import { PAPER_NOT_FOUND, PaperByIdQuery, isUuid, paperIdFromKey } from '../ports.js';
import { PostMessageCommand } from './post-message.command.js';

/**
 * Posts a message on the channel's stream and answers it once the messages projection has it (the
 * same projection that notifies live delivery, docs/ARCHITECTURE.md §15). A paper share carries the
 * catalog's title and id, looked up here: a share of an unknown paper is 404.
 */
@CommandHandler(PostMessageCommand)
export class PostMessageHandler implements ICommandHandler<PostMessageCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ContentSealing) private readonly sealing: ContentSealing,
  ) {}

  async execute({ by, channelId, request }: PostMessageCommand): Promise<TeamMessage> {
    if (!isUuid(channelId)) throw new DomainError('not-found', COLLABORATION_MESSAGES.channelNotFound);
    const messageType = request.messageType ?? 'text';
    let metadata: MessageMetadata | null = null;
    if (messageType === 'paper_share' && request.metadata) {
      const paperId = paperIdFromKey(request.metadata.paperId);
      const paper = paperId ? await this.queryBus.execute(new PaperByIdQuery(paperId)) : null;
      if (!paper) throw new DomainError('not-found', PAPER_NOT_FOUND);
      metadata = { paperId: paper.id, paperTitle: paper.title };
    }
    const messageId = randomUUID();
    // Checked before it is sealed (a sealed text is longer than the limit); sealed while the institution encrypts its data.
    const stored = await this.sealing.sealForInstitution(by.membership.institutionId, messageContent(request.content));
    const { position } = await handleCommand(
      this.store,
      channelAggregate,
      channelId,
      {
        type: 'PostMessage',
        data: {
          teamId: by.team.id,
          messageId,
          memberId: by.membership.memberId,
          userId: by.membership.userId,
          teamRole: by.role,
          content: request.content,
          stored,
          messageType,
          metadata,
          at: new Date().toISOString(),
        },
      },
      { userId: by.membership.userId ?? undefined },
    );
    if (position) await this.readYourWrites.waitFor([ChannelMessagesProjection.NAME], position);
    const message = await this.queryBus.execute(new MessageByIdQuery(messageId));
    if (!message) throw new Error(`Message ${messageId} was posted but is not readable`);
    return message;
  }
}
