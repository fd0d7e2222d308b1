/**
 * The local provider's literature gaps and field summary (docs/ARCHITECTURE.md §8): deterministic and
 * offline, built only from the topic papers' own titles and abstracts, and saying so. Nothing is
 * invented: a gap is either a kind of study none of the papers is (by the method cues of
 * `methodologyTypeOf`), a method most of them share, or a limitation an abstract itself states; the
 * summary counts key phrases and methods across the papers and quotes their stated findings and
 * future directions.
 */
import type { AiPaper, FieldSummaryDraft, LiteratureGapDraft, LiteratureGapsDraft, TopicInput } from './ai-provider.port.js';
import { LOCAL_MODELS, LOCAL_PROVIDER, localSummary, methodologyTypeOf } from './local-ai.provider.js';
import { nounPhraseKeyphrases, sentencesOf } from './nlp.js';
import { CUES } from './text.js';

const quoted = (p: AiPaper) => `“${p.title}”`;
const FUTURE = /\b(future (?:work|research|directions?|studies)|open (?:problem|question|challenge)s?|remains? (?:open|unclear|unknown|to be)|further (?:work|research|study|investigation)|we plan|promising direction)\b/i;
const STATED_LIMIT = /\b(limitation\w*|future work|remains? (?:open|unclear|unknown|difficult|challenging)|open (?:problem|question)s?|not yet|has not been|have not been|lack of|little is known|understudied|unexplored)\b/i;

/** Key phrases with the papers that name them, most shared first. */
function sharedPhrases(papers: AiPaper[]): { phrase: string; papers: AiPaper[] }[] {
  const byPhrase = new Map<string, { phrase: string; papers: AiPaper[] }>();
  for (const p of papers) {
    for (const k of nounPhraseKeyphrases(p.title, p.abstract, 6)) {
      const key = k.phrase.toLowerCase();
      const entry = byPhrase.get(key) ?? { phrase: k.phrase, papers: [] };
      if (!entry.papers.includes(p)) entry.papers.push(p);
      byPhrase.set(key, entry);
    }
  }
  return [...byPhrase.values()].sort((a, b) => b.papers.length - a.papers.length || a.phrase.localeCompare(b.phrase));
}

function methodCounts(papers: AiPaper[]): { type: string; papers: AiPaper[] }[] {
  const by = new Map<string, AiPaper[]>();
  for (const p of papers) {
    const type = methodologyTypeOf(p);
    by.set(type, [...(by.get(type) ?? []), p]);
  }
  return [...by.entries()].map(([type, ps]) => ({ type, papers: ps })).sort((a, b) => b.papers.length - a.papers.length || a.type.localeCompare(b.type));
}

/** The paper sharing the most key phrases with the others. */
function centralPaper(papers: AiPaper[], phrases: { phrase: string; papers: AiPaper[] }[]): AiPaper {
  const score = new Map<AiPaper, number>();
  for (const ph of phrases) if (ph.papers.length > 1) for (const p of ph.papers) score.set(p, (score.get(p) ?? 0) + ph.papers.length - 1);
  return [...papers].sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0))[0];
}

const sizeImpact = (n: number): LiteratureGapDraft['potentialImpact'] => (n >= 6 ? 'high' : n >= 3 ? 'medium' : 'low');

function gapTypeOfSentence(sentence: string): LiteratureGapDraft['gapType'] {
  if (/\b(theor\w*|proof|prove|bound\w*|guarantee\w*|formal\w*)\b/i.test(sentence)) return 'theory';
  if (/\b(data\w*|benchmark\w*|evaluat\w*|experiment\w*|empirical\w*|validat\w*|measure\w*)\b/i.test(sentence)) return 'empirical';
  if (/\b(method\w*|approach\w*|model\w*|algorithm\w*|technique\w*|architecture\w*)\b/i.test(sentence)) return 'methodology';
  return 'application';
}

export function localLiteratureGaps({ topic, papers }: TopicInput): LiteratureGapsDraft {
  const base = { provider: LOCAL_PROVIDER, model: LOCAL_MODELS.gaps };
  if (papers.length === 0) return { ...base, gaps: [] };
  const n = papers.length;
  const methods = methodCounts(papers);
  const has = (...types: string[]) => methods.some((m) => types.includes(m.type));
  const gaps: LiteratureGapDraft[] = [];
  const first = papers.slice(0, 2);
  if (!has('Theoretical analysis')) {
    gaps.push({
      gapType: 'theory',
      potentialImpact: sizeImpact(n),
      description: `None of the ${n} most-read ${topic} papers in the catalog is a theoretical analysis (no proofs, bounds or derivations in their abstracts).`,
      suggestedApproach: `Study the guarantees behind the methods of ${first.map(quoted).join(' and ')}: when and why they work.`,
      relatedPaperIds: first.map((p) => p.id),
    });
  }
  if (!has('Empirical / experimental evaluation', 'Dataset / benchmark')) {
    gaps.push({
      gapType: 'empirical',
      potentialImpact: sizeImpact(n),
      description: `None of the ${n} papers is mainly an experimental evaluation or a dataset/benchmark.`,
      suggestedApproach: `Compare the approaches of ${first.map(quoted).join(' and ')} on a shared benchmark.`,
      relatedPaperIds: first.map((p) => p.id),
    });
  }
  const dominant = methods[0];
  if (n >= 3 && dominant.papers.length / n > 0.5 && dominant.type !== 'Not stated in the abstract') {
    gaps.push({
      gapType: 'methodology',
      potentialImpact: 'medium',
      description: `${dominant.papers.length} of the ${n} papers are of one kind (${dominant.type}); other kinds of study are rare.`,
      suggestedApproach: `Approach the questions of ${quoted(dominant.papers[0])} with another kind of study than ${dominant.type.toLowerCase()}.`,
      relatedPaperIds: dominant.papers.slice(0, 3).map((p) => p.id),
    });
  }
  for (const p of papers) {
    const stated = sentencesOf(p.abstract).find((s) => STATED_LIMIT.test(s));
    if (!stated) continue;
    gaps.push({
      gapType: gapTypeOfSentence(stated),
      potentialImpact: 'medium',
      description: `${quoted(p)} states: ${stated}`,
      suggestedApproach: `Take up what ${quoted(p)} leaves open, starting from its method.`,
      relatedPaperIds: [p.id],
    });
    if (gaps.length >= 6) break;
  }
  return { ...base, gaps };
}

export function localFieldSummary({ topic, papers }: TopicInput): FieldSummaryDraft {
  const base = { provider: LOCAL_PROVIDER, model: LOCAL_MODELS.fieldSummary };
  const n = papers.length;
  const phrases = sharedPhrases(papers);
  const dates = papers.map((p) => p.publishedDate).filter(Boolean).sort();
  const common = phrases.filter((p) => p.papers.length > 1).slice(0, 5);
  const overview =
    `${n} of the most-read ${topic} papers in the catalog` +
    (dates.length ? `, published ${dates[0]} to ${dates[dates.length - 1]}` : '') +
    '. ' +
    (common.length
      ? `Key phrases several of them share: ${common.map((c) => `${c.phrase} (${c.papers.length})`).join(', ')}.`
      : `Their key phrases: ${phrases.slice(0, 5).map((c) => c.phrase).join(', ')}.`);
  const keyFindings: string[] = [];
  for (const p of papers) {
    const finding = localSummary(p).keyFindings.find((f) => CUES.findings.test(f));
    if (finding) keyFindings.push(`${quoted(p)}: ${finding}`);
    if (keyFindings.length >= 5) break;
  }
  const methodologies = methodCounts(papers).map((m) => `${m.type}: ${m.papers.length} of ${n} papers`);
  const futureDirections: string[] = [];
  for (const p of papers) {
    const s = sentencesOf(p.abstract).find((x) => FUTURE.test(x));
    if (s) futureDirections.push(`${quoted(p)}: ${s}`);
    if (futureDirections.length >= 4) break;
  }
  const recommendations: string[] = [];
  if (n > 0) {
    const central = centralPaper(papers, phrases);
    recommendations.push(`Start with ${quoted(central)}: it shares the most key phrases with the other papers.`);
    const seen = new Set([central]);
    for (const m of methodCounts(papers)) {
      const p = m.papers.find((x) => !seen.has(x));
      if (!p || m.type === 'Not stated in the abstract') continue;
      seen.add(p);
      recommendations.push(`For ${m.type.toLowerCase()}, read ${quoted(p)}.`);
      if (recommendations.length >= 3) break;
    }
  }
  return { ...base, overview, keyFindings, methodologies, futureDirections, recommendations };
}
