import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Contract } from '@scholarlens/contracts';
import { loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { contractAnswer } from '../contract.js';
import { contractAggregate } from '../contract.decider.js';

/** The institution's contract as of `today`, folded from its stream (one event per contract); null when it never had one. */
export class CurrentContractQuery extends Query<Contract | null> {
  constructor(
    readonly institutionId: string,
    readonly today: string = new Date().toISOString().slice(0, 10),
  ) {
    super();
  }
}

@QueryHandler(CurrentContractQuery)
export class CurrentContractHandler implements IQueryHandler<CurrentContractQuery> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ institutionId, today }: CurrentContractQuery): Promise<Contract | null> {
    const { state } = await loadAggregate(this.store, contractAggregate, institutionId);
    return state.current ? contractAnswer(state.current, today) : null;
  }
}
