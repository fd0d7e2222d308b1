/**
 * The beta-registrations projection on real PostgreSQL, fed by BetaRegistered events on the
 * registration streams (one per address): one row per address with every answer of the form;
 * the stream refuses a second registration, and should a second one reach the projection anyway
 * the first stands. Other events leave the read model alone. A rebuild from the first event
 * equals the live read model.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { WrongExpectedRevisionError } from '../../../../platform/event-store/event-store.port.js';
import { ProjectionRunner, waitForProjections } from '../../../../platform/projections/projection-runner.js';
import { assertRebuildEqualsLive } from '../../../../platform/projections/testing/rebuild-equality.js';
import { newEvent } from '../../../../platform/projections/testing/new-event.js';
import { useTestEventStore } from '../../../../platform/testing/test-event-store.js';
import { type BetaApplicant, type BetaRegistrationEvent, betaRegistrationStreamId } from '../beta-registration.js';
import { BetaRegistrationsProjection } from './beta-registrations.projection.js';

const registered = (applicant: BetaApplicant, registeredAt: string) =>
  newEvent<BetaRegistrationEvent>({ type: 'BetaRegistered', data: { ...applicant, registeredAt } }, { ip: '198.51.100.23' });

const marie: BetaApplicant = {
  name: 'Marie Curie',
  email: 'marie@sorbonne.example',
  institution: 'Université de Paris',
  role: 'professor',
  researchInterests: ['radioactivity', 'physical chemistry'],
  expectedUsage: 'Following new papers in nuclear physics with my group',
  hearAboutUs: 'colleague',
};
const alan: BetaApplicant = {
  name: 'Alan Turing',
  email: 'alan@manchester.example',
  institution: 'University of Manchester',
  role: 'researcher',
  researchInterests: ['computability', 'morphogenesis', 'machine intelligence'],
  expectedUsage: 'Literature reviews',
  hearAboutUs: 'conference',
};
const ada: BetaApplicant = {
  name: 'Ada Lovelace',
  email: 'ada@london.example',
  institution: 'University of London',
  role: 'student',
  researchInterests: [],
  expectedUsage: 'Reading about analytical engines',
  hearAboutUs: 'search engine',
};

describe('beta-registrations projection', () => {
  const testbed = useTestEventStore();

  test('one row per address with its answers, the first registration stands; rebuild = live', async () => {
    await testbed.store.append(betaRegistrationStreamId(marie.email), [registered(marie, '2026-02-01T09:00:00.000Z')], 'no_stream');

    const projection = new BetaRegistrationsProjection();
    const runner = new ProjectionRunner(testbed.store, testbed.db.pool, [projection]);
    await runner.start();
    try {
      await testbed.store.append(betaRegistrationStreamId(alan.email), [registered(alan, '2026-02-02T10:30:00.000Z')], 'no_stream');
      // An event of another context in between.
      await testbed.store.append(
        'user-0e4c3b2a-1d5f-8a6b-9c7d-2e1f0a9b8c7d',
        [{ type: 'UserSignedIn', data: { email: 'x@example.org', name: 'X', avatar: null, role: 'user' } }],
        'no_stream',
      );
      await testbed.store.append(betaRegistrationStreamId(ada.email), [registered(ada, '2026-02-03T11:45:00.000Z')], 'no_stream');
      // The same address again (any case): its stream exists, so the testbed.store refuses the second registration.
      await assert.rejects(
        testbed.store.append(betaRegistrationStreamId('Marie@Sorbonne.example'), [registered({ ...marie, name: 'M. Curie' }, '2026-02-04T09:00:00.000Z')], 'no_stream'),
        WrongExpectedRevisionError,
      );
      // Should a second registration reach the projection anyway, the first one stands.
      const last = await testbed.store.append(
        betaRegistrationStreamId(marie.email),
        [registered({ ...marie, name: 'M. Curie', role: 'researcher', researchInterests: ['polonium'] }, '2026-02-05T09:00:00.000Z')],
        'any',
      );
      await waitForProjections(testbed.db.pool, [projection.name], last.position, 10_000);

      const rows = (await testbed.db.pool.query('select * from beta_registrations order by registered_at')).rows;
      assert.deepEqual(
        rows.map((r) => ({ ...r, registered_at: r.registered_at.toISOString() })),
        [
          [marie, '2026-02-01T09:00:00.000Z'],
          [alan, '2026-02-02T10:30:00.000Z'],
          [ada, '2026-02-03T11:45:00.000Z'],
        ].map(([a, at]) => {
          const r = a as BetaApplicant;
          return {
            email: r.email,
            name: r.name,
            institution: r.institution,
            role: r.role,
            research_interests: r.researchInterests,
            expected_usage: r.expectedUsage,
            hear_about_us: r.hearAboutUs,
            registered_at: at,
          };
        }),
      );
    } finally {
      await runner.stop();
    }

    await assertRebuildEqualsLive({ store: testbed.store, pool: testbed.db.pool, projections: [projection], tables: ['beta_registrations'] });
  });
});
