import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type AdminInstitution, INSTITUTION_MESSAGES } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { AdminInstitutionQuery } from '../admin-institutions.query.js';
import { institutionAggregate } from '../institution.decider.js';
import { isUuid } from '../institution.js';
import { MembersDirectoryProjection } from '../members-directory/members-directory.projection.js';
import { EditInstitutionCommand } from './edit-institution.command.js';

@CommandHandler(EditInstitutionCommand)
export class EditInstitutionHandler implements ICommandHandler<EditInstitutionCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ institutionId, changes, byUserId }: EditInstitutionCommand): Promise<AdminInstitution> {
    if (!isUuid(institutionId)) throw new DomainError('not-found', INSTITUTION_MESSAGES.institutionNotFound);
    const { position } = await handleCommand(
      this.store,
      institutionAggregate,
      institutionId,
      { type: 'EditInstitution', data: { changes, at: new Date().toISOString() } },
      { userId: byUserId },
    );
    if (position) await this.readYourWrites.waitFor([MembersDirectoryProjection.NAME], position);
    const edited = await this.queryBus.execute(new AdminInstitutionQuery(institutionId));
    if (!edited) throw new DomainError('not-found', INSTITUTION_MESSAGES.institutionNotFound);
    return edited;
  }
}
