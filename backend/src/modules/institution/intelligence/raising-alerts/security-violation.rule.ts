/**
 * Alert rule "security-violation" (spec inst §3 alert type threat, priority high): every request the
 * security context refused and recorded (SecurityViolationRecorded on `security-audit-<institutionId>`)
 * raises an alert that needs action. A process manager registered as a projection; the alert's id
 * derives from the violation's event id, so a rebuild or a retried batch raises nothing twice.
 */
import { Inject, Injectable } from '@nestjs/common';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore, type RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { alertAggregate } from '../alert.decider.js';
import type { SecurityViolationRecorded } from '../ports.js';
import { alertIdFor } from './alert-id.js';

export const SECURITY_VIOLATION_RULE = 'security-violation';

@Injectable()
export class SecurityViolationRule implements Projection {
  static readonly NAME = 'intelligence-rule-security-violation';
  readonly name = SecurityViolationRule.NAME;
  readonly eventTypes = ['SecurityViolationRecorded'];

  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async apply(event: RecordedEvent): Promise<void> {
    const v = event.data as unknown as SecurityViolationRecorded['data'];
    const alertId = alertIdFor(SECURITY_VIOLATION_RULE, event.id);
    await handleCommand(
      this.store,
      alertAggregate,
      alertId,
      {
        type: 'RaiseAlert',
        data: {
          alertId,
          institutionId: v.institutionId,
          alertType: 'threat',
          priority: 'high',
          title: 'Security violation',
          description: `A request to ${v.resource} from ${v.ip ?? 'an unknown address'} was refused: ${v.reason}.`,
          actionRequired: true,
          department: null,
          rule: SECURITY_VIOLATION_RULE,
          sourceEventId: event.id,
          at: v.at,
        },
      },
      { causationId: event.id },
    );
  }

  async reset(): Promise<void> {}
}
