import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PARTNERSHIP_MESSAGES } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { decide } from './partner-target.decider.js';
import { type PartnerTargetFields, evolve, initialPartnerTargetState } from './partner-target.js';

const fields: PartnerTargetFields = {
  name: 'Uppsala University',
  location: 'Uppsala, Sweden',
  students: 45000,
  faculty: 7000,
  currentSystem: 'Canvas',
  estimatedValue: 150000,
  probability: 85,
  painPoints: ['Fragmented reading lists'],
  decisionMakers: ['Head of Library'],
  email: 'library@uu.example',
  website: null,
};
const meta = { targetId: 't1', userId: 'u1', at: '2026-11-26T10:00:00.000Z' };
const outreach = { targetId: 't1', outreachId: 'o1', to: fields.email, subject: 's', message: 'Hello', transport: 'smtp' as const, receiptId: 'r', userId: 'u1', sentBy: 'Alan', at: meta.at };

test('a target is created once, then edited; outreach is recorded to an existing target with a message', () => {
  const created = decide({ type: 'CreatePartnerTarget', data: { ...fields, ...meta } }, initialPartnerTargetState);
  assert.deepEqual(created, [{ type: 'PartnerTargetCreated', data: { ...fields, ...meta } }]);
  const state = evolve(initialPartnerTargetState, created[0]);
  assert.throws(() => decide({ type: 'CreatePartnerTarget', data: { ...fields, ...meta } }, state), (e) => e instanceof DomainError && e.kind === 'conflict');
  assert.deepEqual(decide({ type: 'EditPartnerTarget', data: { ...fields, probability: 90, ...meta } }, state)[0].type, 'PartnerTargetEdited');
  assert.deepEqual(decide({ type: 'RecordOutreach', data: outreach }, state), [{ type: 'PartnerOutreachSent', data: outreach }]);
});

test('unknown targets are not found; a blank message is the spec\'s Missing Information', () => {
  const notFound = (e: unknown) => e instanceof DomainError && e.kind === 'not-found' && e.message === PARTNERSHIP_MESSAGES.notFound;
  assert.throws(() => decide({ type: 'EditPartnerTarget', data: { ...fields, ...meta } }, initialPartnerTargetState), notFound);
  assert.throws(() => decide({ type: 'RecordOutreach', data: outreach }, initialPartnerTargetState), notFound);
  const state = evolve(initialPartnerTargetState, { type: 'PartnerTargetCreated', data: { ...fields, ...meta } });
  assert.throws(
    () => decide({ type: 'RecordOutreach', data: { ...outreach, message: '  ' } }, state),
    (e) => e instanceof DomainError && e.kind === 'invalid' && e.message === `message: ${PARTNERSHIP_MESSAGES.missingInformation}`,
  );
});
