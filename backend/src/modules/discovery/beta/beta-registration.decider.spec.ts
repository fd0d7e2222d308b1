import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { ALREADY_REGISTERED, type BetaRegistrationCommand, decide } from './beta-registration.decider.js';
import { type BetaApplicant, type BetaRegistrationEvent, betaRegistrationStreamId, evolve, initialBetaRegistrationState } from './beta-registration.js';

const applicant: BetaApplicant = {
  name: 'Rosalind Franklin',
  email: 'rosalind@example.org',
  institution: "King's College London",
  role: 'researcher',
  researchInterests: ['crystallography', 'structural biology'],
  expectedUsage: 'Daily literature review',
  hearAboutUs: 'A colleague',
};
const at = new Date('2026-11-22T10:00:00Z');
const registering: BetaRegistrationCommand = { type: 'RegisterForBeta', data: applicant, at };
const registered: BetaRegistrationEvent = { type: 'BetaRegistered', data: { ...applicant, registeredAt: '2026-11-22T10:00:00.000Z' } };

/** given events / when command / then events */
function given(...events: BetaRegistrationEvent[]) {
  const state = events.reduce(evolve, initialBetaRegistrationState);
  return { when: (command: BetaRegistrationCommand) => decide(command, state) };
}

test('given no registration, registering records BetaRegistered with the time', () => {
  assert.deepEqual(given().when(registering), [registered]);
});

test('given a registration, registering the same address again is refused (conflict)', () => {
  assert.throws(() => given(registered).when(registering), isDomainError('conflict', ALREADY_REGISTERED));
});

test('one stream per address, whatever its case or surrounding spaces', () => {
  assert.equal(betaRegistrationStreamId(' Rosalind@Example.org '), betaRegistrationStreamId('rosalind@example.org'));
  assert.notEqual(betaRegistrationStreamId('a@example.org'), betaRegistrationStreamId('b@example.org'));
});

test('the stream id stays the one stored registrations have (sha-256 of the address, 32 hex digits)', () => {
  assert.equal(betaRegistrationStreamId('rosalind@example.org'), 'beta-a12ef587eba01e86742ace82dc863b7a');
});
