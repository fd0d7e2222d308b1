/**
 * The events integrations deliver (a process manager registered as a projection, like the
 * intelligence context's alert rules): a paper shared in team chat, a course published, a security
 * violation, a contract proposal signed. For each, every connected webhook, Slack or Teams
 * integration of the institution that chose that event gets a delivery whose id derives from the
 * event's and the integration's, so a rebuild or a retried batch requests nothing twice; events
 * older than the connection are not sent. The delivery job then posts it.
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { IntegrationEventName } from '@scholarlens/contracts';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore, type RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { deliveryAggregate } from '../delivery.decider.js';
import { EventTargetsQuery } from '../integrations-of-institution/integrations.query.js';
import { type CourseCreated, type CoursePublished, type MessagePosted, type ProposalStatusChanged, type SecurityViolationRecorded, courseStreamId } from '../ports.js';
import { DeliveryJobs } from './delivery.jobs.js';

interface Outgoing {
  institutionId: string;
  event: IntegrationEventName;
  summary: string;
  payload: Record<string, unknown>;
  at: string;
}

/** A UUID (v4 layout) derived from the source event and the integration. */
export function deliveryIdFor(sourceEventId: string, integrationId: string): string {
  const h = createHash('sha256').update(`${sourceEventId}:${integrationId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((Number.parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

@Injectable()
export class EventDeliveriesRule implements Projection {
  static readonly NAME = 'integration-event-deliveries';
  readonly name = EventDeliveriesRule.NAME;
  readonly eventTypes = ['MessagePosted', 'CoursePublished', 'SecurityViolationRecorded', 'ProposalStatusChanged'];

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(DeliveryJobs) private readonly jobs: DeliveryJobs,
  ) {}

  async apply(event: RecordedEvent): Promise<void> {
    const out = await this.outgoing(event);
    if (!out) return;
    const targets = (await this.queryBus.execute(new EventTargetsQuery(out.institutionId))).filter(
      (t) => t.events.includes(out.event) && t.connectedAt.getTime() <= Date.parse(out.at),
    );
    for (const target of targets) {
      const deliveryId = deliveryIdFor(event.id, target.id);
      const { events } = await handleCommand(
        this.store,
        deliveryAggregate,
        deliveryId,
        {
          type: 'RequestDelivery',
          data: { deliveryId, integrationId: target.id, institutionId: out.institutionId, event: out.event, summary: out.summary, payload: out.payload, sourceEventId: event.id, at: out.at },
        },
        { causationId: event.id },
      );
      if (events.length) await this.jobs.enqueue(deliveryId);
    }
  }

  private async outgoing(event: RecordedEvent): Promise<Outgoing | null> {
    switch (event.type) {
      case 'MessagePosted': {
        const d = event.data as unknown as MessagePosted['data'];
        if (d.messageType !== 'paper_share' || !d.metadata) return null;
        return {
          institutionId: d.institutionId,
          event: 'paper.shared',
          summary: `Paper shared in team chat: ${d.metadata.paperTitle}`,
          payload: { paperId: d.metadata.paperId, title: d.metadata.paperTitle, teamId: d.teamId, channelId: d.channelId, memberId: d.memberId, link: `/paper/${encodeURIComponent(d.metadata.paperId)}` },
          at: d.at,
        };
      }
      case 'CoursePublished': {
        const d = event.data as unknown as CoursePublished['data'];
        const created = (await this.store.readStream(courseStreamId(d.courseId))).find((e) => e.type === 'CourseCreated');
        if (!created) return null;
        const c = created.data as unknown as CourseCreated['data'];
        return {
          institutionId: c.institutionId,
          event: 'course.published',
          summary: `Course published: ${c.courseCode} ${c.title}`,
          payload: { courseId: d.courseId, title: c.title, courseCode: c.courseCode, semester: c.semester, year: c.year, link: `/courses/${encodeURIComponent(d.courseId)}` },
          at: d.at,
        };
      }
      case 'SecurityViolationRecorded': {
        const d = event.data as unknown as SecurityViolationRecorded['data'];
        return {
          institutionId: d.institutionId,
          event: 'security.violation',
          summary: `Security violation: a request to ${d.resource} from ${d.ip ?? 'an unknown address'} was refused (${d.reason})`,
          payload: { resource: d.resource, ip: d.ip, reason: d.reason, memberId: d.memberId },
          at: d.at,
        };
      }
      case 'ProposalStatusChanged': {
        const d = event.data as unknown as ProposalStatusChanged['data'];
        if (d.to !== 'signed') return null;
        return {
          institutionId: d.institutionId,
          event: 'proposal.signed',
          summary: `Contract proposal signed${d.byEmail ? ` by ${d.byEmail}` : ''}`,
          payload: { proposalId: d.proposalId, signedBy: d.byEmail },
          at: d.at,
        };
      }
      default:
        return null;
    }
  }

  async reset(): Promise<void> {}
}
