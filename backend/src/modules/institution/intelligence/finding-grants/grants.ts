import type { Grant } from '@scholarlens/contracts';
import type { NihProject } from '../../../../platform/external/grants/nih-reporter.client.js';

/** Share of the topic's terms the project names (title, abstract, NIH terms), in percent. */
export function matchScoreOf(project: NihProject, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const text = `${project.title} ${project.abstract} ${project.terms.join(' ')}`.toLowerCase();
  const found = terms.filter((t) => text.includes(t.toLowerCase())).length;
  return Math.round((found / terms.length) * 100);
}

/** An NIH RePORTER project as the assistant's Grant: what the register says, nothing more (grants.ts in the contracts). */
export function grantOf(project: NihProject, terms: readonly string[]): Grant {
  return {
    id: project.projectNum || String(project.applId ?? ''),
    title: project.title,
    agency: project.agency,
    amount: project.awardAmount,
    deadline: null,
    matchScore: matchScoreOf(project, terms),
    researchAreas: project.terms.slice(0, 6),
    requirements: [],
    collaborationRequired: null,
    eligibleInstitutions: [],
    organization: project.organization,
    principalInvestigator: project.contactPi,
    fiscalYear: project.fiscalYear,
    projectStart: project.projectStart,
    projectEnd: project.projectEnd,
    url: project.applId ? `https://reporter.nih.gov/project-details/${project.applId}` : null,
  };
}

/** Best match first, then the newest award (the order RePORTER answered in). */
export function rankGrants(grants: Grant[], limit: number): Grant[] {
  return grants
    .map((g, i) => ({ g, i }))
    .sort((a, b) => b.g.matchScore - a.g.matchScore || a.i - b.i)
    .slice(0, limit)
    .map(({ g }) => g);
}
