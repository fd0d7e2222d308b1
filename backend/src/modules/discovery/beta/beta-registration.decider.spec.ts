import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AlreadyRegisteredError, type BetaApplicant, betaRegistration, decide } from './beta-registration.js';

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

test('given no registration, registering records BetaRegistered with the time', () => {
  assert.deepEqual(decide({ type: 'RegisterForBeta', data: applicant, at }, betaRegistration.initial), [
    { type: 'BetaRegistered', data: { ...applicant, registeredAt: '2026-11-22T10:00:00.000Z' } },
  ]);
});

test('given a registration, registering the same address again is refused', () => {
  const state = betaRegistration.evolve(betaRegistration.initial, decide({ type: 'RegisterForBeta', data: applicant, at }, betaRegistration.initial)[0]);
  assert.throws(() => decide({ type: 'RegisterForBeta', data: applicant, at }, state), AlreadyRegisteredError);
});

test('one stream per address, whatever its case or surrounding spaces', () => {
  assert.equal(betaRegistration.streamId(' Rosalind@Example.org '), betaRegistration.streamId('rosalind@example.org'));
  assert.notEqual(betaRegistration.streamId('a@example.org'), betaRegistration.streamId('b@example.org'));
});
