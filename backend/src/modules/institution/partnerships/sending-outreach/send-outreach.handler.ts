import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PARTNERSHIP_MESSAGES, type PartnerOutreach } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { type MailReceipt, Mailer } from '../../../../platform/mail/mailer.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { partnerTargetAggregate } from '../partner-target.decider.js';
import { PartnerTargetsProjection } from '../partner-targets/partner-targets.projection.js';
import { SendOutreachCommand } from './send-outreach.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isTargetId = (id: string) => UUID.test(id);

/**
 * Checks the target and the message first (the decider, on the stream as read), then sends through
 * the platform's mail port (SMTP, or the outbox without SMTP_URL), then records `PartnerOutreachSent`
 * with the receipt. A mail failure records nothing and answers the spec's "Failed to send" (502); a
 * crash between the send and the record would leave a sent mail unrecorded (at most once recorded,
 * at least once attempted by the person retrying).
 */
@CommandHandler(SendOutreachCommand)
export class SendOutreachHandler implements ICommandHandler<SendOutreachCommand> {
  private readonly logger = new Logger('Partnerships');

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  async execute({ user, targetId, message }: SendOutreachCommand): Promise<PartnerOutreach> {
    if (!isTargetId(targetId)) throw new DomainError('not-found', PARTNERSHIP_MESSAGES.notFound);
    const { state } = await loadAggregate(this.store, partnerTargetAggregate, targetId);
    const draft = {
      targetId,
      outreachId: randomUUID(),
      to: state.email,
      subject: `Partnership proposal: ScholarLens for ${state.name}`,
      message: message.trim(),
      transport: 'outbox' as 'smtp' | 'outbox',
      receiptId: '',
      userId: user.id,
      sentBy: user.name,
      at: new Date().toISOString(),
    };
    // Decide before sending: an unknown target or a blank message sends nothing.
    partnerTargetAggregate.decide({ type: 'RecordOutreach', data: draft }, state);
    let receipt: MailReceipt;
    try {
      receipt = await this.mailer.send({
        to: draft.to,
        subject: draft.subject,
        text: `${draft.message}\n\n— ${user.name}, ScholarLens (${user.email})`,
      });
    } catch (err) {
      this.logger.warn(`Outreach to target ${targetId} was not sent: ${(err as Error).message}`);
      throw new DomainError('upstream-failed', PARTNERSHIP_MESSAGES.failed);
    }
    const data = { ...draft, transport: receipt.transport, receiptId: receipt.id };
    const result = await handleCommand(this.store, partnerTargetAggregate, targetId, { type: 'RecordOutreach', data }, { userId: user.id });
    if (result.position) await this.readYourWrites.waitFor([PartnerTargetsProjection.NAME], result.position);
    return { id: data.outreachId, to: data.to, subject: data.subject, message: data.message, sentAt: data.at, sentBy: data.sentBy, transport: data.transport };
  }
}
