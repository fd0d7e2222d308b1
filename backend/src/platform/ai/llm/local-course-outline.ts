/**
 * The local provider's course outline (docs/ARCHITECTURE.md §8): deterministic and offline, built
 * only from the papers' own text. Papers are paired into weekly modules by shared key phrases
 * (each module takes the most related unplaced paper to its first), in the order given (the
 * instructor's papers first). A module's title is the phrase its papers share (else its first
 * paper's), its objectives name each paper's central concepts and the finding its abstract states,
 * and its assignment asks the student to compare (or, alone, to critique) the readings.
 */
import type { AiPaper, CourseModuleDraft, CourseOutlineDraft, CourseOutlineInput } from './ai-provider.port.js';
import { LOCAL_MODELS, localSummary } from './local-ai.provider.js';
import { nounPhraseKeyphrases } from './nlp.js';
import { stem } from './text.js';

const PAPERS_PER_MODULE = 2;

interface Profile {
  paper: AiPaper;
  phrases: string[];
  stems: Set<string>;
}

function profileOf(paper: AiPaper): Profile {
  const phrases = nounPhraseKeyphrases(paper.title, paper.abstract, 6).map((k) => k.phrase);
  return { paper, phrases, stems: new Set(phrases.flatMap((p) => p.toLowerCase().split(/\s+/).map(stem))) };
}

const overlap = (a: Profile, b: Profile) => [...a.stems].filter((s) => b.stems.has(s)).length;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const quoted = (p: AiPaper) => `“${p.title}”`;

/** The phrase of the first paper whose words the others share most (the longer on a tie); else its title. */
function topicOf(group: Profile[]): string {
  const [first, ...rest] = group;
  const shared = first.phrases
    .map((phrase) => ({ phrase, n: rest.reduce((sum, o) => sum + phrase.toLowerCase().split(/\s+/).map(stem).filter((s) => o.stems.has(s)).length, 0) }))
    .sort((a, b) => b.n - a.n || b.phrase.split(' ').length - a.phrase.split(' ').length);
  return capitalise(shared[0]?.phrase ?? first.paper.title);
}

function moduleOf(group: Profile[]): CourseModuleDraft {
  const objectives = group.flatMap(({ paper, phrases }) => {
    const concepts = phrases.slice(0, 3).join(', ');
    const finding = localSummary(paper).keyFindings[0];
    return [
      concepts ? `Explain the concepts ${concepts} as ${quoted(paper)} uses them` : `Explain the problem ${quoted(paper)} addresses`,
      finding ? `State and assess the finding of ${quoted(paper)}: ${finding}` : `Assess the contribution ${quoted(paper)} claims`,
    ];
  });
  const assignment =
    group.length > 1
      ? `Write a 600-word comparison of ${group.map((g) => quoted(g.paper)).join(' and ')}: the question each asks, the method each uses, and what each abstract claims as its result. Cite the passages you rely on.`
      : `Write a 600-word critical summary of ${quoted(group[0].paper)}: the question it asks, its method, the result it claims and one limitation the abstract leaves open.`;
  return { title: topicOf(group), objectives, paperIds: group.map((g) => g.paper.id), assignment };
}

export function localCourseOutline(input: CourseOutlineInput): CourseOutlineDraft {
  const unplaced = input.papers.map(profileOf);
  const modules: CourseModuleDraft[] = [];
  while (unplaced.length > 0) {
    const first = unplaced.shift()!;
    const group = [first];
    while (group.length < PAPERS_PER_MODULE && unplaced.length > 0) {
      let best = 0;
      for (let i = 1; i < unplaced.length; i++) if (overlap(first, unplaced[i]) > overlap(first, unplaced[best])) best = i;
      group.push(...unplaced.splice(best, 1));
    }
    modules.push(moduleOf(group));
  }
  return { modules, provider: 'local', model: LOCAL_MODELS.course };
}
