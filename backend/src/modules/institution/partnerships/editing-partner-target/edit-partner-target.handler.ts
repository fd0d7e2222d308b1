import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { PARTNERSHIP_MESSAGES, type PartnerTarget } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { partnerTargetFields } from '../creating-partner-target/partner-target-fields.js';
import { partnerTargetAggregate } from '../partner-target.decider.js';
import { PartnerTargetsProjection } from '../partner-targets/partner-targets.projection.js';
import { PartnerTargetsQuery } from '../partner-targets/partner-targets.query.js';
import { EditPartnerTargetCommand } from './edit-partner-target.command.js';
import { isTargetId } from '../sending-outreach/send-outreach.handler.js';

@CommandHandler(EditPartnerTargetCommand)
export class EditPartnerTargetHandler implements ICommandHandler<EditPartnerTargetCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, targetId, request }: EditPartnerTargetCommand): Promise<PartnerTarget> {
    if (!isTargetId(targetId)) throw new DomainError('not-found', PARTNERSHIP_MESSAGES.notFound);
    const at = new Date().toISOString();
    const result = await handleCommand(this.store, partnerTargetAggregate, targetId, { type: 'EditPartnerTarget', data: { ...partnerTargetFields(request), targetId, userId, at } }, { userId });
    if (result.position) await this.readYourWrites.waitFor([PartnerTargetsProjection.NAME], result.position);
    const [target] = await this.queryBus.execute(new PartnerTargetsQuery(targetId));
    if (!target) throw new DomainError('not-found', PARTNERSHIP_MESSAGES.notFound);
    return target;
  }
}
