import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PartnerTarget } from '@scholarlens/contracts';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { partnerTargetAggregate } from '../partner-target.decider.js';
import { PartnerTargetsProjection } from '../partner-targets/partner-targets.projection.js';
import { CreatePartnerTargetCommand } from './create-partner-target.command.js';
import { partnerTargetFields } from './partner-target-fields.js';

@CommandHandler(CreatePartnerTargetCommand)
export class CreatePartnerTargetHandler implements ICommandHandler<CreatePartnerTargetCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ userId, request }: CreatePartnerTargetCommand): Promise<PartnerTarget> {
    const targetId = randomUUID();
    const at = new Date().toISOString();
    const fields = partnerTargetFields(request);
    const result = await handleCommand(this.store, partnerTargetAggregate, targetId, { type: 'CreatePartnerTarget', data: { ...fields, targetId, userId, at } }, { userId });
    if (result.position) await this.readYourWrites.waitFor([PartnerTargetsProjection.NAME], result.position);
    const { email, website, ...rest } = fields;
    return { id: targetId, ...rest, contact: { email, website }, createdAt: at, updatedAt: at, outreach: [] };
  }
}
