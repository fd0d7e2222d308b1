/**
 * Contract management over HTTP (issue #32): the tier catalogue at configured prices; no contract →
 * null everywhere (the panel's empty states); proposals created by institution administrators with
 * bad input refused naming the field; the lifecycle's steps by their parties, refused steps 409
 * naming both statuses; signing starts the contract and changes the institution's tier and seats;
 * usage, compliance and ROI from recorded use; the PDF report recorded as DATA_ACCESS; an expired
 * contract; access (anonymous 401, no institution 404, another institution's proposal 404, member 403).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type AdminContractProposal,
  type AuditLogEntry,
  CONTRACT_MESSAGES,
  CONTRACTS_API,
  type Contract,
  type ContractCompliance,
  type ContractProposal,
  type ContractRoi,
  type ContractTier,
  type ContractUsage,
  INSTITUTION_API,
  INSTITUTION_MESSAGES,
  SECURITY_API,
} from '@scholarlens/contracts';
import { type PrivateEnv, privateEnv } from './support/private-env.js';
import { setUpInstitutions } from './support/institutions.js';
import { type TestApp, startTestApp } from './support/test-app.js';

describe('contract management', () => {
  let t: TestApp;
  let env: PrivateEnv;
  let otherInstitutionId: string;
  let proposalId: string;

  before(async () => {
    // Its own database and Redis prefix: signing changes the demo institution's tier and seats.
    env = await privateEnv();
    t = await startTestApp({ ...env.env, CONTRACT_PRICE_ENTERPRISE: '12.5', ROI_HOURLY_RATE: '60' });
    otherInstitutionId = await setUpInstitutions(t);
    const ada = await t.as('ada');
    for (let i = 0; i < 100 && (await ada.get(INSTITUTION_API.institution)).status !== 200; i++) await new Promise((r) => setTimeout(r, 100));
  });
  after(async () => {
    await t?.close();
    await env?.drop();
  });

  const post = async (account: 'marie' | 'ada' | 'grace' | 'alan', path: string, body: object = {}) => (await t.as(account)).post(path).set('Origin', t.baseUrl).send(body);
  const get = async (account: 'marie' | 'ada' | 'grace' | 'alan', path: string) => (await t.as(account)).get(path);

  it('answers the tier catalogue at the configured prices to any signed-in user', async () => {
    assert.equal((await t.anonymous().get(CONTRACTS_API.tiers)).status, 401);
    const tiers = (await get('alan', CONTRACTS_API.tiers)).body as ContractTier[];
    assert.deepEqual(
      tiers.map((x) => [x.name, x.price, x.maxUsers]),
      [
        ['basic', 4, 500],
        ['pro', 8, 5000],
        ['enterprise', 12.5, 50000],
      ],
    );
    assert.ok(tiers.every((x) => x.support.length > 0 && x.features.length > 0));
  });

  it('without a contract: null contract, usage, compliance, ROI and proposal; no institution is 404; anonymous 401', async () => {
    for (const path of [CONTRACTS_API.current, CONTRACTS_API.usage, CONTRACTS_API.compliance, CONTRACTS_API.roi, CONTRACTS_API.proposal]) {
      const res = await get('ada', path);
      assert.deepEqual([res.status, res.text], [200, 'null'], path);
      const alan = await get('alan', path);
      assert.deepEqual([alan.status, alan.body.message], [404, INSTITUTION_MESSAGES.notAMember], path);
      assert.equal((await t.anonymous().get(path)).status, 401, path);
    }
  });

  it('refuses bad proposals naming the field, and members who do not administer', async () => {
    const bad: [object, RegExp][] = [
      [{ tier: 'gold', users: 10 }, /^tier/],
      [{ tier: 'pro', users: 0 }, /^users/],
      [{ tier: 'pro', users: 50_001 }, /^users/],
      [{ tier: 'pro', users: '1000' }, /^users/],
      [{ tier: 'pro', users: 2.5 }, /^users/],
      [{ tier: 'pro' }, /^users/],
      [{ users: 10 }, /^tier/],
      [{ tier: 'basic', users: 501 }, /^users: the basic tier allows at most 500 users/],
    ];
    for (const [body, message] of bad) {
      const res = await post('marie', CONTRACTS_API.proposal, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(res.body.message, message, JSON.stringify(body));
    }
    assert.equal((await post('ada', CONTRACTS_API.proposal, { tier: 'pro', users: 10 })).status, 403);
    assert.equal((await post('alan', CONTRACTS_API.proposal, { tier: 'pro', users: 10 })).status, 404);
  });

  it('carries a proposal through its lifecycle, each step by its party; refused steps are 409 naming both statuses', async () => {
    const created = await post('marie', CONTRACTS_API.proposal, { tier: 'enterprise', users: 30 });
    assert.equal(created.status, 201, created.text);
    const draft = created.body as ContractProposal;
    proposalId = draft.id;
    // 12.5 × 30 × 12
    assert.deepEqual([draft.status, draft.tier, draft.users, draft.pricePerUser, draft.price], ['draft', 'enterprise', 30, 12.5, 4500]);
    assert.deepEqual(draft.history.map((h) => [h.status, h.by, h.byEmail]), [['draft', 'institution', 'marie@scholarlens.local']]);
    assert.deepEqual((await get('ada', CONTRACTS_API.proposal)).body, draft);
    const second = await post('marie', CONTRACTS_API.proposal, { tier: 'pro', users: 10 });
    assert.deepEqual([second.status, second.body.message], [409, CONTRACT_MESSAGES.proposalActive]);

    const signTooEarly = await post('marie', CONTRACTS_API.sign(proposalId));
    assert.deepEqual([signTooEarly.status, signTooEarly.body.message], [409, CONTRACT_MESSAGES.transition('draft', 'signed')]);
    const approveTooEarly = await post('alan', CONTRACTS_API.adminApprove(proposalId));
    assert.deepEqual([approveTooEarly.status, approveTooEarly.body.message], [409, 'A proposal cannot move from draft to approved']);
    // Another institution's administrator does not find it; a member may not act; the console's steps are the console's.
    assert.equal((await post('grace', CONTRACTS_API.send(proposalId))).status, 404);
    assert.equal((await post('ada', CONTRACTS_API.send(proposalId))).status, 403);
    assert.equal((await post('marie', CONTRACTS_API.adminNegotiating(proposalId))).status, 403);
    assert.equal((await post('marie', CONTRACTS_API.send('not-a-proposal'))).status, 404);
    assert.equal((await post('alan', CONTRACTS_API.adminApprove('55555555-5555-4555-8555-555555555555'))).status, 404);

    assert.equal((await post('marie', CONTRACTS_API.send(proposalId))).body.status, 'sent');
    const sentAgain = await post('marie', CONTRACTS_API.send(proposalId));
    assert.deepEqual([sentAgain.status, sentAgain.body.message], [409, 'A proposal cannot move from sent to sent']);
    assert.equal((await post('alan', CONTRACTS_API.adminNegotiating(proposalId))).body.status, 'negotiating');
    const withdrawLate = await post('marie', CONTRACTS_API.withdraw(proposalId));
    assert.deepEqual([withdrawLate.status, withdrawLate.body.message], [409, 'A proposal cannot move from negotiating to withdrawn']);
    assert.equal((await post('alan', CONTRACTS_API.adminApprove(proposalId))).body.status, 'approved');

    const listed = (await get('alan', CONTRACTS_API.adminProposals)).body as AdminContractProposal[];
    assert.deepEqual(
      listed.map((p) => [p.id, p.status, p.institutionName]),
      [[proposalId, 'approved', 'ScholarLens Demo University (demo institution)']],
    );
    assert.equal((await get('marie', CONTRACTS_API.adminProposals)).status, 403);

    const signed = await post('marie', CONTRACTS_API.sign(proposalId));
    assert.equal(signed.status, 200, signed.text);
    assert.deepEqual(
      (signed.body as ContractProposal).history.map((h) => [h.status, h.by]),
      [['draft', 'institution'], ['sent', 'institution'], ['negotiating', 'console'], ['approved', 'console'], ['signed', 'institution']],
    );
    assert.equal((await get('ada', CONTRACTS_API.proposal)).body, null);
    // The history stays readable to members: every proposal of the institution, and none of another's.
    const history = (await get('ada', CONTRACTS_API.proposals)).body as ContractProposal[];
    assert.deepEqual(history.map((p) => [p.id, p.status]), [[proposalId, 'signed']]);
    assert.deepEqual((await get('grace', CONTRACTS_API.proposals)).body, []);
  });

  it('signing started the contract and changed the institution’s tier and seats', async () => {
    const institution = (await get('ada', INSTITUTION_API.institution)).body;
    assert.deepEqual([institution.tier, institution.maxUsers], ['enterprise', 30]);
    const contract = (await get('ada', CONTRACTS_API.current)).body as Contract;
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(
      [contract.tier, contract.licensedUsers, contract.pricePerUser, contract.monthlyCost, contract.startDate, contract.status, contract.proposalId],
      ['enterprise', 30, 12.5, 375, today, 'active', proposalId],
    );
    assert.ok(contract.endDate > today);
  });

  it('usage, compliance and ROI come from recorded use and the contract', async () => {
    const usage = (await get('ada', CONTRACTS_API.usage)).body as ContractUsage;
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual([usage.periodStart, usage.periodEnd, usage.totalUsers, usage.apiCalls, usage.aiSummariesGenerated], [today, today, 2, 0, 0]);
    // Marie and Ada have been active today (every call of a member records it, at most hourly).
    assert.equal(usage.activeUsers, 2);
    assert.ok(usage.sources.storageUsed.length > 0);
    const compliance = (await get('ada', CONTRACTS_API.compliance)).body as ContractCompliance;
    // Marie and Ada take 2 of 30 seats: 7%, below 50%.
    assert.deepEqual([compliance.utilizationRate, compliance.currentUsers, compliance.userLimit, compliance.expired], [7, 2, 30, false]);
    assert.match(compliance.recommendations[0], /below 50%.*fewer seats/);
    const roi = (await get('ada', CONTRACTS_API.roi)).body as ContractRoi;
    assert.deepEqual(roi.assumptions, { minutesSavedPerSummary: 15, minutesSavedPerSearch: 5, hourlyRate: 60 });
    // One day of 375 × 12 a year: 12.3 → $12.
    assert.equal(roi.figures.licenseCostToDate, 12);
    assert.equal(roi.figures.daysToFirstUse, 0);
    assert.equal(roi.timeToValue, 'First use on the contract’s first day');
  });

  it('exports the report as a PDF to administrators, recorded as DATA_ACCESS', async () => {
    const marie = await t.as('marie');
    const pdf = await marie
      .get(CONTRACTS_API.reportPdf)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal((pdf.body as Buffer).subarray(0, 5).toString(), '%PDF-');
    const [entry] = (await marie.get(SECURITY_API.auditLogs).query({ action: 'DATA_ACCESS' })).body as AuditLogEntry[];
    assert.equal(entry.resource, 'GET /api/contracts/report.pdf');
    assert.equal((await get('ada', CONTRACTS_API.reportPdf)).status, 403);
  });

  it('a draft is withdrawn by its institution; a new proposal may then be made', async () => {
    const draft = (await post('marie', CONTRACTS_API.proposal, { tier: 'pro', users: 40 })).body as ContractProposal;
    assert.equal(draft.price, 8 * 40 * 12);
    assert.equal((await post('marie', CONTRACTS_API.withdraw(draft.id))).body.status, 'withdrawn');
    assert.equal((await get('marie', CONTRACTS_API.proposal)).body, null);
  });

  it('a console administrator sets a contract; one past its end date is expired and compliance says so; fewer seats than taken is 409', async () => {
    const bad = await post('alan', CONTRACTS_API.adminContracts, { institutionId: otherInstitutionId, tier: 'pro', users: 4, startDate: '2025-06-30', endDate: '2025-01-01' });
    assert.deepEqual([bad.status, bad.body.message], [400, 'endDate: must be a date (YYYY-MM-DD) after startDate']);
    // A refused contract changes nothing: Grace's institution keeps its tier and seats.
    const graceInstitution = (await get('grace', INSTITUTION_API.institution)).body;
    assert.deepEqual([graceInstitution.tier, graceInstitution.maxUsers], ['basic', 5]);
    assert.equal((await post('grace', CONTRACTS_API.adminContracts, { institutionId: otherInstitutionId, tier: 'basic', users: 5 })).status, 403);
    const started = await post('alan', CONTRACTS_API.adminContracts, { institutionId: otherInstitutionId, tier: 'basic', users: 5, startDate: '2025-01-01', endDate: '2025-06-30' });
    assert.equal(started.status, 201, started.text);
    assert.deepEqual([started.body.status, started.body.proposalId, started.body.monthlyCost], ['expired', null, 20]);
    const compliance = (await get('grace', CONTRACTS_API.compliance)).body as ContractCompliance;
    assert.equal(compliance.expired, true);
    assert.match(compliance.recommendations[0], /expired on 2025-06-30/);
    const usage = (await get('grace', CONTRACTS_API.usage)).body as ContractUsage;
    assert.deepEqual([usage.periodStart, usage.periodEnd], ['2025-01-01', '2025-06-30']);
    const demo = (await get('marie', INSTITUTION_API.institution)).body;
    const tooFew = await post('alan', CONTRACTS_API.adminContracts, { institutionId: demo.id, tier: 'pro', users: 1 });
    assert.equal(tooFew.status, 409);
  });
});
